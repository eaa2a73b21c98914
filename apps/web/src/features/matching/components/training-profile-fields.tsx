import { SEARCH_LOCATIONS } from '@azubi/shared/listings/search-options';
import { DURATION_MONTHS_MAX } from '@azubi/shared/matching/matching';
import { useMemo } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/form-field';
import { Input } from '../../../components/ui/input';
import { useMatchingLabels } from '../hooks/use-matching-labels';
import { useProfileFieldError } from '../hooks/use-profile-field-error';
import { ChoicesField } from './choices-field';
import { FieldsOfInterestField } from './fields-of-interest-field';
import { GermanLevelField } from './german-level-field';
import type { TrainingProfileFormValues } from './training-profile-values';

/** The criteria of a candidate's training search profile (spec §3): the places it looks for. */
export function TrainingProfileFields() {
  const { t } = useTranslation('matching');
  const labels = useMatchingLabels();
  const { register } = useFormContext<TrainingProfileFormValues>();
  const error = useProfileFieldError<TrainingProfileFormValues>();
  const cities = useMemo(() => SEARCH_LOCATIONS.map((value) => ({ value, label: labels.city(value) })), [labels]);
  return (
    <>
      <ChoicesField
        narrow
        name="preferredLocations"
        legend={t('form.preferredLocations')}
        hint={t('form.preferredLocationsHint')}
        options={cities}
      />
      <GermanLevelField
        id="training-profile-level"
        name="maxGermanLevel"
        label={t('form.maxGermanLevel')}
        hint={t('form.maxGermanLevelHint')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="training-profile-from" label={t('form.startDateFrom')} error={error('startDateFrom')}>
          {(controlProps) => <Input {...controlProps} {...register('startDateFrom')} type="date" />}
        </FormField>
        <FormField id="training-profile-to" label={t('form.startDateTo')} error={error('startDateTo')}>
          {(controlProps) => <Input {...controlProps} {...register('startDateTo')} type="date" />}
        </FormField>
      </div>
      <FieldsOfInterestField />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="training-profile-salary" label={t('form.minSalary')} error={error('minSalary')}>
          {(controlProps) => (
            <Input {...controlProps} {...register('minSalary')} inputMode="numeric" autoComplete="off" />
          )}
        </FormField>
        <FormField
          id="training-profile-duration"
          label={t('form.maxDurationMonths')}
          hint={t('form.maxDurationHint')}
          error={error('maxDurationMonths')}
        >
          {(controlProps) => (
            <Input
              {...controlProps}
              {...register('maxDurationMonths')}
              inputMode="numeric"
              autoComplete="off"
              max={DURATION_MONTHS_MAX}
            />
          )}
        </FormField>
      </div>
    </>
  );
}
