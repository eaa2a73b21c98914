import type { CandidateSearchProfileView, TrainingSearchProfileView } from '@azubi/shared/matching/matching';
import { useTranslation } from 'react-i18next';
import { useListingFormat } from '../../../hooks/use-listing-format';
import { useMatchingLabels } from './use-matching-labels';

/** A training search profile's criteria as short phrases ("Places: Hamburg, Berlin", "German up to B2"). */
export function useTrainingCriteria(profile: TrainingSearchProfileView): string[] {
  const { t } = useTranslation('matching');
  const labels = useMatchingLabels();
  const format = useListingFormat();
  const parts: string[] = [];
  if (profile.preferredLocations.length)
    parts.push(t('criteria.locations', { value: labels.list(profile.preferredLocations, labels.city) }));
  if (profile.maxGermanLevel) parts.push(t('criteria.maxGermanLevel', { value: profile.maxGermanLevel }));
  if (profile.startDateFrom) parts.push(t('criteria.startFrom', { value: format.date(profile.startDateFrom) }));
  if (profile.startDateTo) parts.push(t('criteria.startTo', { value: format.date(profile.startDateTo) }));
  if (profile.fieldsOfInterest.length)
    parts.push(t('criteria.fields', { value: labels.list(profile.fieldsOfInterest, labels.field) }));
  if (profile.minSalary !== null) parts.push(t('criteria.minSalary', { value: format.money(profile.minSalary) }));
  if (profile.maxDurationMonths !== null) parts.push(t('criteria.maxDuration', { value: profile.maxDurationMonths }));
  return parts;
}

/** A search alert's criteria as short phrases ("German B1 or better", "Age 18–30", "From: Morocco"). */
export function useCandidateCriteria(profile: CandidateSearchProfileView): string[] {
  const { t } = useTranslation('matching');
  const labels = useMatchingLabels();
  const parts: string[] = [];
  if (profile.minGermanLevel) parts.push(t('criteria.minGermanLevel', { value: profile.minGermanLevel }));
  if (profile.preferredLocations.length)
    parts.push(t('criteria.locations', { value: profile.preferredLocations.join(', ') }));
  if (profile.willingToRelocate) parts.push(t('criteria.relocate'));
  if (profile.fieldsOfInterest.length)
    parts.push(t('criteria.fields', { value: labels.list(profile.fieldsOfInterest, labels.field) }));
  if (profile.minAge !== null && profile.maxAge !== null)
    parts.push(t('criteria.age', { value: `${profile.minAge}–${profile.maxAge}` }));
  else if (profile.minAge !== null) parts.push(t('criteria.ageFrom', { value: profile.minAge }));
  else if (profile.maxAge !== null) parts.push(t('criteria.ageTo', { value: profile.maxAge }));
  if (profile.requiresDriversLicense) parts.push(t('criteria.driversLicense'));
  if (profile.requiresWorkPermit) parts.push(t('criteria.workPermit'));
  if (profile.preferredCountries.length)
    parts.push(t('criteria.countries', { value: labels.list(profile.preferredCountries, labels.country) }));
  return parts;
}
