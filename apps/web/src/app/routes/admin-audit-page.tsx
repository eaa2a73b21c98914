import { useTranslation } from 'react-i18next';
import { AuditLog } from '../../features/admin-analytics/components/audit-log';
import { RequireAccount } from '../require-account';
import { useSharedMessage } from '../../hooks/use-shared-message';

/** `/admin/audit` (issue 19, spec §7): the audit log, filtered and paged. Admins only. */
export function AdminAuditPage() {
  const { t } = useTranslation('adminAnalytics');
  const text = useSharedMessage();
  return (
    <>
      <title>{t('audit.documentTitle')}</title>
      <div className="mx-auto grid max-w-5xl gap-6 px-4 py-8 sm:px-6 sm:py-12">
        <RequireAccount roles={['admin']} wrongRoleText={text('adminAnalytics.adminsOnly') ?? ''}>
          {() => (
            <>
              <header className="grid gap-2">
                <h1 className="text-3xl font-bold tracking-tight text-brand-950 sm:text-4xl">{t('audit.title')}</h1>
                <p className="text-muted-foreground">{t('audit.intro')}</p>
              </header>
              <AuditLog />
            </>
          )}
        </RequireAccount>
      </div>
    </>
  );
}
