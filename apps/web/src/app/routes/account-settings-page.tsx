import { useTranslation } from 'react-i18next';
import { AccountSettings } from '../../features/account/account-settings';
import { RequireAccount } from '../require-account';

/** `/azubi-settings` (spec §2 settings; issue 19): account settings for every signed-in role. */
export function AccountSettingsPage() {
  const { t } = useTranslation('accountSettings');
  return (
    <>
      <title>{t('documentTitle')}</title>
      <div className="mx-auto grid max-w-3xl gap-6 px-4 py-8 sm:px-6 sm:py-12">
        <RequireAccount wrongRoleText="">{() => <AccountSettings />}</RequireAccount>
      </div>
    </>
  );
}
