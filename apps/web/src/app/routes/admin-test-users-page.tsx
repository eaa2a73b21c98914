import { useTranslation } from 'react-i18next';
import { RequireAccount } from '../require-account';
import { useSharedMessage } from '../../hooks/use-shared-message';
import { TestUsersPanel } from '../../features/test-users/components/test-users-panel';

/** `/admin/create-test-users` (spec §2; issue 19): admins make and remove test accounts. */
export function AdminTestUsersPage() {
  const { t } = useTranslation('testUsers');
  const text = useSharedMessage();
  return (
    <>
      <title>{t('documentTitle')}</title>
      <div className="mx-auto grid max-w-4xl gap-6 px-4 py-8 sm:px-6 sm:py-12">
        <RequireAccount roles={['admin']} wrongRoleText={text('adminUsers.adminsOnly') ?? ''}>
          {() => <TestUsersPanel />}
        </RequireAccount>
      </div>
    </>
  );
}
