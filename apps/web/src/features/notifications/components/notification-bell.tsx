import { localizePath } from '@azubi/shared/i18n/locales';
import { Bell } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale } from '../../../i18n/use-locale';
import { useSessionHint } from '../../../lib/account/session-hint';
import { useNotifications } from '../api/get-notifications';

/** The header's bell for signed-in people: the number of unread notifications, a link to the list. */
export default function NotificationBell() {
  const signedIn = useSessionHint();
  if (!signedIn) return null;
  return <Bellbutton />;
}

function Bellbutton() {
  const { t } = useTranslation();
  const locale = useLocale();
  const query = useNotifications();
  const unread = query.data?.pages[0]?.unreadCount ?? 0;
  // A session that has ended answers 401: then there is nothing to show.
  if (query.isError) return null;
  const shown = unread > 99 ? '99+' : String(unread);
  return (
    <Link
      to={localizePath('/notifications', locale)}
      aria-label={unread ? t('bell.unread', { count: unread }) : t('bell.label')}
      className="relative inline-flex size-11 items-center justify-center rounded-control text-foreground hover:bg-muted"
    >
      <Bell className="size-5" aria-hidden="true" />
      {unread ? (
        <span
          aria-hidden="true"
          className="absolute top-1 right-0.5 grid h-5 min-w-5 place-items-center rounded-full bg-destructive px-1 text-xs font-bold text-destructive-foreground"
        >
          {shown}
        </span>
      ) : null}
    </Link>
  );
}
