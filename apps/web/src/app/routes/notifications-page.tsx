import { localizePath } from '@azubi/shared/i18n/locales';
import type { Notification } from '@azubi/shared/notifications/notifications';
import { BellOff, CheckCheck, LoaderCircle, Settings } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { LoadError } from '../../components/load-error';
import { LoadingSpinner } from '../../components/loading-spinner';
import { Button } from '../../components/ui/button';
import { showFailureToast } from '../../components/failure-toast';
import { localizeHref } from '../../features/auth/auth-paths';
import { RequireAccount } from '../require-account';
import { useListingFormat } from '../../hooks/use-listing-format';
import { useNotifications } from '../../features/notifications/api/get-notifications';
import { useMarkRead } from '../../features/notifications/api/mark-read';
import { CandidateTabs } from '../../features/profile/components/candidate-tabs';
import { useNotificationText } from '../../features/notifications/hooks/use-notification-text';
import { useLocale } from '../../i18n/use-locale';
import { cn } from '../../lib/cn';
import { isCandidate } from '../../lib/account/roles';

/** `/notifications`: the signed-in user's notifications, newest first; mark one or all read. */
export function NotificationsPage() {
  const { t } = useTranslation('notifications');
  return (
    <>
      <title>{t('documentTitle')}</title>
      <div className="mx-auto grid max-w-3xl gap-6 px-4 py-8 sm:px-6 sm:py-12">
        <RequireAccount>
          {(me) => (
            <>
              {isCandidate(me.user.role) ? <CandidateTabs /> : null}
              <List />
            </>
          )}
        </RequireAccount>
      </div>
    </>
  );
}

function List() {
  const { t } = useTranslation('notifications');
  const locale = useLocale();
  const query = useNotifications();
  const markRead = useMarkRead();
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  const unread = query.data?.pages[0]?.unreadCount ?? 0;

  let content;
  if (query.isPending) content = <LoadingSpinner size="lg" className="py-16" />;
  else if (query.isError && !query.data) {
    content = <LoadError message={query.error.message} retryLabel={t('retry')} onRetry={() => void query.refetch()} />;
  } else if (items.length === 0) {
    content = (
      <div className="flex flex-col items-center gap-3 py-12 text-center">
        <BellOff className="size-10 text-muted-foreground" aria-hidden="true" />
        <p className="text-lg font-semibold">{t('empty')}</p>
      </div>
    );
  } else {
    content = (
      <>
        <ul className="grid gap-3">
          {items.map((notification) => (
            <li key={notification.id}>
              <NotificationItem notification={notification} />
            </li>
          ))}
        </ul>
        {query.hasNextPage ? (
          <Button
            variant="outline"
            className="justify-self-center"
            disabled={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
          >
            {query.isFetchingNextPage ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
            {t('loadMore')}
          </Button>
        ) : null}
      </>
    );
  }

  return (
    <>
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1">
          <h1 className="text-3xl leading-tight font-bold tracking-tight text-brand-950">{t('title')}</h1>
          <p className="text-muted-foreground" aria-live="polite">
            {t('unread', { count: unread })}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            disabled={unread === 0 || markRead.isPending}
            onClick={() => markRead.mutate(null, { onError: (error) => showFailureToast(error, t('markFailed')) })}
          >
            <CheckCheck aria-hidden="true" />
            {t('markAll')}
          </Button>
          <Button asChild variant="ghost">
            <Link to={localizePath('/notification-settings', locale)}>
              <Settings aria-hidden="true" />
              {t('settingsLink')}
            </Link>
          </Button>
        </div>
      </header>
      {content}
    </>
  );
}

function NotificationItem({ notification }: { notification: Notification }) {
  const { t } = useTranslation('notifications');
  const locale = useLocale();
  const navigate = useNavigate();
  const format = useListingFormat();
  const markRead = useMarkRead();
  const text = useNotificationText()(notification);
  const unread = notification.readAt === null;

  const open = () => {
    if (unread) markRead.mutate(notification.id);
    if (notification.link) void navigate(localizeHref(notification.link, locale));
  };

  return (
    <article
      className={cn(
        'flex items-start gap-3 rounded-card border p-4',
        unread ? 'border-primary/40 bg-secondary' : 'border-border bg-background',
      )}
    >
      <span
        aria-hidden="true"
        className={cn('mt-2 size-2.5 shrink-0 rounded-full', unread ? 'bg-primary' : 'bg-transparent')}
      />
      <div className="grid min-w-0 flex-1 gap-1">
        <h2 className="font-semibold break-words text-brand-950">
          {unread ? <span className="sr-only">{t('unreadMarker')} </span> : null}
          {text.title}
        </h2>
        {text.text ? <p className="break-words">{text.text}</p> : null}
        <p className="text-sm text-muted-foreground">{format.dateTime(notification.createdAt)}</p>
        <div className="mt-1 flex flex-wrap gap-2">
          {notification.link ? (
            <Button size="sm" variant="outline" onClick={open}>
              {t('open')}
            </Button>
          ) : null}
          {unread ? (
            <Button
              size="sm"
              variant="ghost"
              disabled={markRead.isPending}
              onClick={() =>
                markRead.mutate(notification.id, { onError: (error) => showFailureToast(error, t('markFailed')) })
              }
            >
              {t('markRead')}
            </Button>
          ) : null}
        </div>
      </div>
    </article>
  );
}
