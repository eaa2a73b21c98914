import type { Notification } from '@azubi/shared/notifications/notifications';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** A notification's text in the reader's language, from its type and the values it carries. */
export function useNotificationText(): (notification: Notification) => { title: string; text: string | null } {
  const { t } = useTranslation('notifications');
  const { t: tApps } = useTranslation('applications');
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
        default:
          return { title, text: value('listingTitle') || value('companyName') || null };
      }
    },
    [t, tApps],
  );
}
