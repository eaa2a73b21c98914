import { useTranslation } from 'react-i18next';
import { useSharedMessage } from '../../hooks/use-shared-message';
import { CandidateTabs } from '../../features/profile/components/candidate-tabs';
import { ProfileEditor } from '../../features/profile/components/profile-editor';
import { RequireAccount } from '../require-account';

/** `/my-profile`: the candidate's profile editor (spec §2, §3). Sign-in required; candidates only. */
export function MyProfilePage() {
  const { t } = useTranslation('profileEditor');
  const text = useSharedMessage();
  return (
    <>
      <title>{t('documentTitle')}</title>
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8 sm:px-6 sm:py-12">
        <RequireAccount roles={['azubi']} wrongRoleText={text('profile.candidatesOnly') ?? ''}>
          {(me) => (
            <>
              <CandidateTabs />
              <ProfileEditor me={me} />
            </>
          )}
        </RequireAccount>
      </div>
    </>
  );
}
