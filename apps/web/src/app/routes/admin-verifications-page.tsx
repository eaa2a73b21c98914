import { useTranslation } from 'react-i18next';
import { ModerationQueues } from '../../features/moderation/components/moderation-queues';
import { RequireAccount } from '../require-account';
import { useSharedMessage } from '../../hooks/use-shared-message';

/** `/admin/verifications` (spec §2, §4, §6): profile approval and audio reports, for moderators and admins. */
export function AdminVerificationsPage() {
  const { t } = useTranslation('adminVerifications');
  const text = useSharedMessage();
  return (
    <>
      <title>{t('documentTitle')}</title>
      <div className="mx-auto grid max-w-5xl gap-6 px-4 py-8 sm:px-6 sm:py-12">
        <RequireAccount roles={['moderator', 'admin']} wrongRoleText={text('moderation.moderatorsOnly') ?? ''}>
          {() => (
            <>
              <header className="grid gap-2">
                <h1 className="text-3xl font-bold tracking-tight text-brand-950 sm:text-4xl">{t('title')}</h1>
                <p className="text-muted-foreground">{t('intro')}</p>
              </header>
              <ModerationQueues />
            </>
          )}
        </RequireAccount>
      </div>
    </>
  );
}
