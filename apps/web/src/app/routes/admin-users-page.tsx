import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { AdminUserDetail } from '../../features/admin-users/components/admin-user-detail';
import { AdminUserList } from '../../features/admin-users/components/admin-user-list';
import { RequireAccount } from '../require-account';
import { useSharedMessage } from '../../hooks/use-shared-message';

/** `/admin/users` (spec §2; issue 19; docs/decisions/README.md: only an admin manages users): find an account. */
export function AdminUsersPage() {
  const { t } = useTranslation('adminUsers');
  const text = useSharedMessage();
  return (
    <>
      <title>{t('documentTitle')}</title>
      <div className="mx-auto grid max-w-5xl gap-6 px-4 py-8 sm:px-6 sm:py-12">
        <RequireAccount roles={['admin']} wrongRoleText={text('adminUsers.adminsOnly') ?? ''}>
          {() => (
            <>
              <header className="grid gap-2">
                <h1 className="text-3xl font-bold tracking-tight text-brand-950 sm:text-4xl">{t('title')}</h1>
                <p className="text-muted-foreground">{t('intro')}</p>
              </header>
              <AdminUserList />
            </>
          )}
        </RequireAccount>
      </div>
    </>
  );
}

/** `/admin/users/{id}`: one account with its sessions, activity and the admin's actions. */
export function AdminUserPage() {
  const { t } = useTranslation('adminUsers');
  const text = useSharedMessage();
  const { id = '' } = useParams();
  return (
    <>
      <title>{t('documentTitle')}</title>
      <div className="mx-auto grid max-w-4xl gap-6 px-4 py-8 sm:px-6 sm:py-12">
        <RequireAccount roles={['admin']} wrongRoleText={text('adminUsers.adminsOnly') ?? ''}>
          {() => <AdminUserDetail id={id} />}
        </RequireAccount>
      </div>
    </>
  );
}
