import { formatDate } from '@azubi/shared/dates/format-date';
import { formatInterviewTime } from '@azubi/shared/interviews/interview-time';
import type { Notification } from '@azubi/shared/notifications/notifications';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { browserTimeZone } from '../../../lib/account/browser-time-zone';
import { useMe } from '../../../lib/account/use-me';

const INTERVIEW_EVENTS = [
  'invited',
  'offered',
  'booked',
  'confirmed',
  'accepted',
  'declined',
  'new_time_requested',
  'rescheduled',
  'canceled',
  'reminder',
] as const;

/** A notification's text in the reader's language, from its type and the values it carries. */
export function useNotificationText(): (notification: Notification) => { title: string; text: string | null } {
  const { t } = useTranslation('notifications');
  const { t: tApps, i18n } = useTranslation('applications');
  // Interview times in the reader's zone (their account's, else their device's).
  const timeZone = useMe({ enabled: false }).data?.user.timezone ?? browserTimeZone() ?? 'Europe/Berlin';
  const locale = i18n.language === 'de' ? 'de' : 'en';
  return useCallback(
    (notification) => {
      const data = notification.data;
      const value = (key: string) => (typeof data[key] === 'string' ? (data[key] as string) : '');
      const title = t(`types.${notification.type}`);
      switch (notification.type) {
        case 'application_received':
          return {
            title,
            text: t('texts.application_received', {
              candidateName: value('candidateName') || t('someone'),
              listingTitle: value('listingTitle'),
            }),
          };
        case 'application_status_changed': {
          const status = value('status');
          // The company's last member deleted their account: the listing and the application ended.
          if (status === 'closed')
            return {
              title,
              text: t('texts.application_closed', {
                listingTitle: value('listingTitle'),
                companyName: value('companyName'),
              }),
            };
          const known = ['pending', 'reviewing', 'shortlisted', 'rejected', 'accepted', 'withdrawn'].includes(status);
          return {
            title,
            text: t('texts.application_status_changed', {
              listingTitle: value('listingTitle'),
              status: known ? tApps(`statuses.${status as 'pending'}`) : status,
            }),
          };
        }
        case 'company_verified':
          return { title, text: t('texts.company_verified', { companyName: value('companyName') }) };
        case 'company_rejected':
          return {
            title,
            text: t('texts.company_rejected', { companyName: value('companyName'), reason: value('reason') }),
          };
        case 'review_moderated': {
          const subject = value('subject') === 'reply' ? 'reply' : 'review';
          const reason = value('reason');
          const known = ['insult', 'personal_data', 'off_topic', 'not_about_company', 'spam'].includes(reason);
          return {
            title,
            text: t(`texts.${subject}_${value('decision') === 'approved' ? 'approved' : 'rejected'}`, {
              companyName: value('companyName'),
              reason: known ? t(`texts.review_reason_${reason as 'spam'}`) : reason,
            }),
          };
        }
        case 'interview_scheduled':
        case 'interview_rescheduled':
        case 'interview_canceled':
        case 'interview_reminder': {
          const event = INTERVIEW_EVENTS.find((e) => e === data.event);
          if (!event) return { title, text: value('listingTitle') || value('companyName') || null };
          const startsAt = value('startsAt');
          const params = {
            name: value('otherName'),
            time: startsAt ? formatInterviewTime(startsAt, timeZone, locale) : '',
            reason: value('reason'),
            count: Array.isArray(data.slots) ? data.slots.length : 0,
          };
          const key = event === 'declined' && params.reason ? 'declined_reason' : event;
          return { title, text: t(`texts.interview_${key}`, params) };
        }
        case 'placement_updated': {
          const event = value('event');
          const key = event === 'opened' || event === 'closed' ? event : 'step';
          return {
            title,
            text: t(`texts.placement_${key}`, { listingTitle: value('listingTitle'), name: value('otherName') }),
          };
        }
        case 'placement_reminder': {
          const due = value('dueDate');
          const date = due ? formatDate(due, locale) : '';
          return { title, text: t('texts.placement_reminder', { listingTitle: value('listingTitle'), date }) };
        }
        default:
          return { title, text: value('listingTitle') || value('companyName') || null };
      }
    },
    [t, tApps, timeZone, locale],
  );
}
