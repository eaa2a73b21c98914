import { UNKNOWN_USER_NAME } from '@azubi/shared/messaging/realtime-names';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../i18n/use-locale';
import { useAccountTimeZone } from '../../../lib/account/use-dates';
import { dayLabel, localDay, messageTime } from '../day-groups';
import { usePresence, useTypists } from '../realtime/live-state';

/**
 * Under the conversation's name: who is typing, else whether the other side is online now or
 * when it was last seen (from the `online_users` presence channel). A record without a name is
 * "Unknown User" (spec §3).
 */
export function PresenceLine({ conversationId, userIds }: { conversationId: string; userIds: readonly string[] }) {
  const { t } = useTranslation('messages');
  const locale = useLocale();
  const zone = useAccountTimeZone();
  const typists = useTypists(conversationId);
  const presence = usePresence();
  const records = userIds.map((userId) => presence[userId]).filter((record) => record !== undefined);
  const name = (value: string) => value.trim() || UNKNOWN_USER_NAME;

  let text = '';
  if (typists.length) text = t('presence.typing', { name: name(typists[0]?.name ?? '') });
  else {
    const online = records.find((record) => record.online);
    if (online)
      text = userIds.length > 1 ? t('presence.onlineNamed', { name: name(online.fullName) }) : t('presence.online');
    else {
      const last = records
        .filter((record) => record.onlineAt)
        .sort((a, b) => (b.onlineAt ?? '').localeCompare(a.onlineAt ?? ''))[0];
      if (last?.onlineAt) {
        const day = localDay(last.onlineAt, zone);
        const when =
          day === localDay(new Date().toISOString(), zone)
            ? messageTime(last.onlineAt, locale, zone)
            : `${dayLabel(day, locale, { today: t('day.today'), yesterday: t('day.yesterday') }, new Date(), zone)}, ${messageTime(last.onlineAt, locale, zone)}`;
        text =
          userIds.length > 1
            ? t('presence.lastSeenNamed', { name: name(last.fullName), when })
            : t('presence.lastSeen', { when });
      }
    }
  }
  return (
    // The time as the server wrote it may differ from the browser's by its time zone data: kept.
    <p className="min-h-5 truncate text-sm text-muted-foreground" aria-live="off" suppressHydrationWarning>
      {typists.length ? <span className="text-primary">{text}</span> : text}
    </p>
  );
}
