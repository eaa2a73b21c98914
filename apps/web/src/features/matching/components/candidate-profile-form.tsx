import { CANDIDATE_FIELDS } from '@azubi/shared/candidates/candidate-search';
import { GERMAN_LEVELS } from '@azubi/shared/listings/listing-options';
import {
  CandidateSearchProfileInputSchema,
  PROFILE_NAME_MAX,
  type CandidateSearchProfileView,
  type CandidateSearchProfileWithMatches,
} from '@azubi/shared/matching/matching';
import { LoaderCircle } from 'lucide-react';
import { useMemo } from 'react';
import { Controller, useForm, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { DialogClose } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { NativeSelect } from '../../../components/ui/native-select';
import { toast } from '../../../components/ui/use-toast';
import { failureText } from '../../../components/failure-toast';
import { FormAlert } from '../../../components/form-alert';
import { fieldErrorText } from '../../../lib/form-error-text';
import { FormField } from '../../../components/form-field';
import { applyServerFieldErrors } from '../../../lib/server-errors';
import { useSharedMessage } from '../../../hooks/use-shared-message';
import { useCreateSearchProfile } from '../api/create-search-profile';
import { useUpdateSearchProfile } from '../api/update-search-profile';
import { useMatchingLabels } from '../hooks/use-matching-labels';
import {
  candidateProfileToFormValues,
  EMPTY_CANDIDATE_PROFILE,
  toCandidateProfileInput,
  type CandidateProfileFormValues,
} from './candidate-profile-values';
import { CheckboxGroup } from './checkbox-group';
import { CountryPicker } from './country-picker';
import { schemaResolver } from './schema-resolver';
import { SwitchField } from './switch-field';

const FIELDS: readonly (keyof CandidateProfileFormValues)[] = [
  'name',
  'minGermanLevel',
  'preferredLocations',
  'fieldsOfInterest',
  'minAge',
  'maxAge',
  'preferredCountries',
];

const resolver = schemaResolver<CandidateProfileFormValues>(
  (input) => CandidateSearchProfileInputSchema.safeParse(input),
  toCandidateProfileInput,
);

export interface CandidateProfileFormProps {
  /** The search alert to edit; leave out to create one. */
  profile?: CandidateSearchProfileView;
  /** A new alert's values (from "Save this search"). */
  initialValues?: CandidateProfileFormValues;
  /** Filters of the search that an alert cannot hold, already in words. */
  notKept?: string;
  onSaved: (item: CandidateSearchProfileWithMatches) => void;
}

/**
 * Every field of a company's candidate search profile (spec §3), checked with the API's own
 * schema. A refused save keeps everything typed and shows the server's message.
 */
export function CandidateProfileForm({ profile, initialValues, notKept, onSaved }: CandidateProfileFormProps) {
  const { t } = useTranslation('matching');
  const { t: tProfile } = useTranslation('profileEditor');
  const tShared = useSharedMessage();
  const labels = useMatchingLabels();
  const create = useCreateSearchProfile('candidate');
  const update = useUpdateSearchProfile('candidate');
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CandidateProfileFormValues>({
    resolver,
    defaultValues: profile ? candidateProfileToFormValues(profile) : (initialValues ?? EMPTY_CANDIDATE_PROFILE),
  });
  const error = (field: keyof CandidateProfileFormValues) =>
    fieldErrorText(errors[field] as FieldError | undefined, tShared);
  const fields = useMemo(() => CANDIDATE_FIELDS.map((value) => ({ value, label: labels.field(value) })), [labels]);

  const submit = handleSubmit(async (values) => {
    const input = toCandidateProfileInput(values);
    try {
      const item = profile ? await update.mutateAsync({ id: profile.id, input }) : await create.mutateAsync(input);
      toast({ title: profile ? t('form.updated') : t('form.createdAlert'), variant: 'success' });
      onSaved(item);
    } catch (failure) {
      applyServerFieldErrors(failure, setError, FIELDS);
      setError('root.server', {
        message: failureText(failure, profile ? t('form.updateFailed') : t('form.createFailed')),
      });
    }
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-5">
      <FormAlert message={errors.root?.server?.message} />
      {notKept ? <p className="rounded-control bg-muted px-3 py-2 text-sm">{notKept}</p> : null}
      <FormField id="candidate-profile-name" label={t('form.name')} error={error('name')}>
        {(controlProps) => (
          <Input
            {...controlProps}
            {...register('name')}
            maxLength={PROFILE_NAME_MAX}
            placeholder={t('form.namePlaceholder')}
            autoComplete="off"
          />
        )}
      </FormField>
      <FormField id="candidate-profile-level" label={t('form.minGermanLevel')} error={error('minGermanLevel')}>
        {(controlProps) => (
          <NativeSelect
            {...controlProps}
            {...register('minGermanLevel')}
            placeholder={t('form.anyLevel')}
            options={GERMAN_LEVELS.map((level) => ({
              value: level,
              label: tProfile(`language.levels.${level}`, { defaultValue: level }),
            }))}
          />
        )}
      </FormField>
      <FormField
        id="candidate-profile-locations"
        label={t('form.candidateLocations')}
        hint={t('form.candidateLocationsHint')}
        error={error('preferredLocations')}
      >
        {(controlProps) => <Input {...controlProps} {...register('preferredLocations')} autoComplete="off" />}
      </FormField>
      <Controller
        control={control}
        name="willingToRelocate"
        render={({ field }) => (
          <SwitchField
            label={t('form.willingToRelocate')}
            hint={t('form.willingToRelocateHint')}
            checked={field.value}
            onCheckedChange={field.onChange}
          />
        )}
      />
      <Controller
        control={control}
        name="fieldsOfInterest"
        render={({ field }) => (
          <CheckboxGroup
            legend={t('form.fieldsOfInterest')}
            hint={t('form.fieldsHint')}
            options={fields}
            value={field.value}
            onChange={field.onChange}
            error={error('fieldsOfInterest')}
          />
        )}
      />
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
        <Controller
          control={control}
          name="requiresDriversLicense"
          render={({ field }) => (
            <SwitchField
              label={t('form.requiresDriversLicense')}
              checked={field.value}
              onCheckedChange={field.onChange}
            />
          )}
        />
        <Controller
          control={control}
          name="requiresWorkPermit"
          render={({ field }) => (
            <SwitchField label={t('form.requiresWorkPermit')} checked={field.value} onCheckedChange={field.onChange} />
          )}
        />
      </fieldset>
      <Controller
        control={control}
        name="preferredCountries"
        render={({ field }) => (
          <CountryPicker value={field.value} onChange={field.onChange} error={error('preferredCountries')} />
        )}
      />
      <fieldset className="grid gap-3">
        <legend className="mb-1 text-base font-medium">{t('form.settings')}</legend>
        <Controller
          control={control}
          name="isActive"
          render={({ field }) => (
            <SwitchField label={t('form.isActive')} checked={field.value} onCheckedChange={field.onChange} />
          )}
        />
        <Controller
          control={control}
          name="notifyOnMatch"
          render={({ field }) => (
            <SwitchField
              label={t('form.notifyOnMatch')}
              hint={t('form.notifyOnMatchHint')}
              checked={field.value}
              onCheckedChange={field.onChange}
            />
          )}
        />
      </fieldset>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="outline">{t('cancel')}</Button>
        </DialogClose>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
          {isSubmitting ? t('form.saving') : profile ? t('form.save') : t('form.createAlert')}
        </Button>
      </div>
    </form>
  );
}
