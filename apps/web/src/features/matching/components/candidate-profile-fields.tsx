import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/form-field';
import { Input } from '../../../components/ui/input';
import { useProfileFieldError } from '../hooks/use-profile-field-error';
import type { CandidateProfileFormValues } from './candidate-profile-values';
import { CountryPicker } from './country-picker';
import { FieldsOfInterestField } from './fields-of-interest-field';
import { GermanLevelField } from './german-level-field';
import { ProfileSwitch } from './profile-switch';

/** The criteria of a company's search alert (spec §3): the candidates it looks for. */
export function CandidateProfileFields() {
  const { t } = useTranslation('matching');
  const { register, control } = useFormContext<CandidateProfileFormValues>();
  const error = useProfileFieldError<CandidateProfileFormValues>();
  return (
    <>
      <GermanLevelField id="candidate-profile-level" name="minGermanLevel" label={t('form.minGermanLevel')} />
      <FormField
        id="candidate-profile-locations"
        label={t('form.candidateLocations')}
        hint={t('form.candidateLocationsHint')}
        error={error('preferredLocations')}
      >
        {(controlProps) => <Input {...controlProps} {...register('preferredLocations')} autoComplete="off" />}
      </FormField>
      <ProfileSwitch
        name="willingToRelocate"
        label={t('form.willingToRelocate')}
        hint={t('form.willingToRelocateHint')}
      />
      <FieldsOfInterestField />
      <div className="grid grid-cols-2 gap-4">
        <FormField id="candidate-profile-min-age" label={t('form.minAge')} error={error('minAge')}>
          {(controlProps) => <Input {...controlProps} {...register('minAge')} inputMode="numeric" autoComplete="off" />}
        </FormField>
        <FormField id="candidate-profile-max-age" label={t('form.maxAge')} error={error('maxAge')}>
          {(controlProps) => <Input {...controlProps} {...register('maxAge')} inputMode="numeric" autoComplete="off" />}
        </FormField>
      </div>
      <fieldset className="grid gap-3">
        <legend className="mb-1 text-base font-medium">{t('form.requirements')}</legend>
        <ProfileSwitch name="requiresDriversLicense" label={t('form.requiresDriversLicense')} />
        <ProfileSwitch name="requiresWorkPermit" label={t('form.requiresWorkPermit')} />
      </fieldset>
      <Controller
        control={control}
        name="preferredCountries"
        render={({ field }) => (
          <CountryPicker value={field.value} onChange={field.onChange} error={error('preferredCountries')} />
        )}
      />
    </>
  );
}
