import { useTranslation } from 'react-i18next';
import { useMatchingLabels } from '../hooks/use-matching-labels';
import { SaveSearch } from './save-search';
import { CANDIDATE_FILTERS_NOT_KEPT, candidateProfileFromSearch } from './candidate-profile-values';

/**
 * "Save this search" on /employer/candidates: the search's filters (its address) as a new search
 * alert, in the alert dialog to check and name before saving. Filters an alert cannot hold are named.
 */
export function SaveCandidateSearch({ params }: { params: URLSearchParams }) {
  const { t } = useTranslation('matching');
  const labels = useMatchingLabels();
  const fields = (params.get('fields') ?? '').split(',').filter(Boolean);
  const name =
    [
      params.get('minGermanLevel') && t('criteria.minGermanLevel', { value: params.get('minGermanLevel') }),
      params.get('location'),
      fields.length ? fields.map(labels.field).join(', ') : null,
    ]
      .filter(Boolean)
      .join(' · ')
      .slice(0, 100) ||
    params.get('q')?.slice(0, 100) ||
    t('saveSearch.defaultName');
  const notKept = CANDIDATE_FILTERS_NOT_KEPT.filter((key) => params.get(key)).map((key) => t(`notKept.${key}`));

  return <SaveSearch side="candidate" initialValues={candidateProfileFromSearch(params, name)} notKept={notKept} />;
}
