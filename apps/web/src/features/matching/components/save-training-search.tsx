import { useTranslation } from 'react-i18next';
import { useMatchingLabels } from '../hooks/use-matching-labels';
import { SaveSearch } from './save-search';
import { BROWSE_FILTERS_NOT_KEPT, trainingProfileFromBrowse, type BrowseSearch } from './training-profile-values';

/**
 * "Save this search" on /browse-jobs: the current filters as a new training search profile, in
 * the profile dialog to check and name before saving. Filters a profile cannot hold are named.
 */
export function SaveTrainingSearch({ search }: { search: BrowseSearch }) {
  const { t } = useTranslation('matching');
  const labels = useMatchingLabels();
  const name =
    [search.location && labels.city(search.location), search.category && labels.field(search.category)]
      .filter(Boolean)
      .join(' · ') ||
    search.q?.slice(0, 100) ||
    t('saveSearch.defaultName');
  const notKept = BROWSE_FILTERS_NOT_KEPT.filter((key) => search[key]).map((key) => t(`notKept.${key}`));

  return <SaveSearch side="training" initialValues={trainingProfileFromBrowse(search, name)} notKept={notKept} />;
}
