import { localizePath } from '@azubi/shared/i18n/locales';
import { MessageSquare } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale } from '../../../i18n/use-locale';
import { useMe } from '../../../lib/account/use-me';
import { useUnreadCount } from '../api/get-unread-count';
import { useMessagingRealtime } from '../hooks/use-messaging-realtime';
import { isCandidate, isCompanySide } from '../../../lib/account/roles';

/**
 * The header's messages link for candidates and company members, with the unread count. It also
 * keeps the live connection open, so the count (and any open conversation) updates without a reload.
 */
export default function MessagesBadge() {
  const me = useMe();
  const role = me.data?.user.role;
  const side = isCandidate(role) ? 'candidate' : isCompanySide(role) && me.data?.company ? 'company' : null;
  if (!me.data || !side) return null;
  return <Badge userId={me.data.user.id} side={side} />;
}

function Badge({ userId, side }: { userId: string; side: 'candidate' | 'company' }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const query = useUnreadCount();
  if (query.isError) return null;
  const unread = query.data?.count ?? 0;
  return (
    <Link
      to={localizePath(side === 'candidate' ? '/my-messages' : '/employer/messages', locale)}
      aria-label={unread ? t('messagesBadge.unread', { count: unread }) : t('messagesBadge.label')}
      className="relative inline-flex size-11 items-center justify-center rounded-control text-foreground hover:bg-muted"
    >
      {/* Live only once the API answered: an ended session (401) opens no connection. */}
      {query.isSuccess ? <LiveSync userId={userId} /> : null}
      <MessageSquare className="size-5" aria-hidden="true" />
      {unread ? (
        <span
          aria-hidden="true"
          className="absolute top-1 right-0.5 grid h-5 min-w-5 place-items-center rounded-full bg-destructive px-1 text-xs font-bold text-destructive-foreground"
        >
          {unread > 99 ? '99+' : unread}
        </span>
      ) : null}
    </Link>
  );
}

function LiveSync({ userId }: { userId: string }) {
  useMessagingRealtime(userId);
  return null;
}
