import { useTranslation } from 'react-i18next';
import { useAppliedListingIds } from '../../features/applications/api/get-my-applications';
import { useApplyReadiness } from '../../features/applications/api/get-apply-readiness';
import { ListingCard } from '../../features/listings/components/listing-card';
import { RequireAccount } from '../require-account';
import { TrainingProfiles } from '../../features/matching/components/training-profiles';
import { CandidateTabs } from '../../features/profile/components/candidate-tabs';

/**
 * `/training-search-profiles`, the dashboard's "training search profiles" tab (spec §2, §3): the
 * candidate's saved searches, each with the places that fit it as listing cards.
 */
export function TrainingSearchProfilesPage() {
  const { t } = useTranslation('matching');
  return (
    <>
      <title>{t('training.documentTitle')}</title>
      <div className="mx-auto grid max-w-5xl gap-6 px-4 py-8 sm:px-6 sm:py-12">
        <RequireAccount roles={['azubi']} wrongRoleText={t('training.candidatesOnly')}>
          {() => (
            <>
              <CandidateTabs />
              <Profiles />
            </>
          )}
        </RequireAccount>
      </div>
    </>
  );
}

function Profiles() {
  // Each place says whether the candidate's German is enough, as in the listing browser.
  const level = useApplyReadiness({ enabled: true }).data?.germanLevel ?? null;
  const applied = useAppliedListingIds();
  return (
    <TrainingProfiles
      renderListing={(listing) => (
        <ListingCard listing={listing} candidateLevel={level} applied={applied.has(listing.id)} />
      )}
    />
  );
}
