import type { NotificationType } from '@azubi/shared/notifications/notifications';
import type { PushPayload } from '@azubi/shared/push/push';
import { translate } from '@azubi/shared/i18n/messages';
import type { Locale } from '@azubi/shared/i18n/locales';
import { notificationEmail } from '../../mail/templates/notification-emails';

export type Urgency = 'very-low' | 'low' | 'normal' | 'high';

/** What one push carries besides the payload: RFC 8030 TTL (s), urgency and topic (replacing). */
export type PushMessage = { payload: PushPayload; ttl: number; urgency: Urgency; topic: string };

const HOUR = 3600;

/** A topic is at most 32 characters of the URL-safe base64 alphabet: a uuid without dashes fits. */
const topicOf = (id: unknown, fallback: string) =>
  typeof id === 'string' && /^[0-9a-f-]{36}$/i.test(id)
    ? id.replace(/-/g, '')
    : fallback.replace(/_/g, '-').slice(0, 32);

/**
 * The push for a notification in the person's language: a title and a short body (the e-mail's
 * subject line, already written for each type in both languages), where a click leads and what
 * replaces what on the device. A message push names the sender as the reader sees them and
 * shows the message text only when the person has not chosen privacy on the lock screen.
 */
export function pushMessageFor(input: {
  locale: Locale;
  type: NotificationType;
  data: Record<string, unknown>;
  link: string;
  name: string;
  timeZone: string;
  publicUrl: string;
  messageText?: string | undefined;
  /** The sender as the reader sees them; null: "A company" (before the candidate revealed themselves). */
  senderLabel?: string | null | undefined;
  hideMessageText: boolean;
}): PushMessage {
  const { locale, type, data } = input;
  const url = `${locale === 'de' ? '/de' : ''}${input.link}`;
  const base = { url, type, lang: locale } as const;
  if (type === 'message_received') {
    const topic = topicOf(data.conversationId, type);
    const text = input.messageText?.trim();
    return {
      payload: {
        ...base,
        tag: topic,
        title: translate(locale, 'pushTitles.message_received', {
          name:
            input.senderLabel === null
              ? translate(locale, 'push.aCompany')
              : (input.senderLabel ?? String(data.senderName ?? '')),
        }),
        body: !input.hideMessageText && text ? truncate(text, 160) : translate(locale, 'pushBodies.message_hidden'),
      },
      ttl: 24 * HOUR,
      urgency: 'high',
      topic,
    };
  }
  const isInterview = type.startsWith('interview_');
  const topic = topicOf(isInterview ? data.interviewId : undefined, type);
  const mail = notificationEmail(locale, {
    type,
    data,
    name: input.name,
    url: `${input.publicUrl}${url}`,
    timeZone: input.timeZone,
  });
  return {
    payload: {
      ...base,
      tag: topic,
      title: translate(locale, `pushTitles.${type}`),
      body: truncate(mail.subject, 160) || translate(locale, 'pushBodies.default'),
    },
    // A reminder is useless after the interview began; a decision or an invitation keeps for days.
    ttl: type === 'interview_reminder' ? HOUR : type === 'match_found' ? 24 * HOUR : 4 * 24 * HOUR,
    urgency: type === 'interview_reminder' ? 'high' : type === 'match_found' ? 'low' : 'normal',
    topic,
  };
}

/** What is left after quiet hours: one push saying how many were held (or the one, as it was). */
export function collapsedPush(locale: Locale, held: PushMessage[]): PushMessage {
  if (held.length === 1) return held[0]!;
  const notificationsUrl = `${locale === 'de' ? '/de' : ''}/notifications`;
  return {
    payload: {
      title: translate(locale, 'pushTitles.collapsed'),
      body: translate(locale, 'pushBodies.collapsed', { count: held.length }),
      url: notificationsUrl,
      tag: 'quiet-hours',
      type: 'collapsed',
      lang: locale,
    },
    ttl: 24 * HOUR,
    urgency: 'normal',
    topic: 'quiet-hours',
  };
}

const truncate = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);
