import { CANDIDATE_FIELDS } from '@azubi/shared/candidates/candidate-search';
import { GERMAN_LEVELS } from '@azubi/shared/listings/listing-options';
import { SEARCH_LOCATIONS } from '@azubi/shared/listings/search-options';
import {
  DURATION_MONTHS_MAX,
  PROFILE_NAME_MAX,
  TrainingSearchProfileInputSchema,
  type TrainingSearchProfileView,
  type TrainingSearchProfileWithMatches,
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
import { CheckboxGroup } from './checkbox-group';
import { schemaResolver } from './schema-resolver';
import { SwitchField } from './switch-field';
import {
  EMPTY_TRAINING_PROFILE,
  toTrainingProfileInput,
  trainingProfileToFormValues,
  type TrainingProfileFormValues,
} from './training-profile-values';

const FIELDS: readonly (keyof TrainingProfileFormValues)[] = [
  'name',
  'preferredLocations',
  'maxGermanLevel',
  'startDateFrom',
  'startDateTo',
  'fieldsOfInterest',
  'minSalary',
  'maxDurationMonths',
];

const resolver = schemaResolver<TrainingProfileFormValues>(
  (input) => TrainingSearchProfileInputSchema.safeParse(input),
  toTrainingProfileInput,
);

export interface TrainingProfileFormProps {
  /** The profile to edit; leave out to create one. */
  profile?: TrainingSearchProfileView;
  /** A new profile's values (from "Save this search"). */
  initialValues?: TrainingProfileFormValues;
  /** Filters of the search that a profile cannot hold, already in words. */
  notKept?: string;
  onSaved: (item: TrainingSearchProfileWithMatches) => void;
}

/**
 * Every field of a training search profile (spec §3), checked with the API's own schema. A
 * refused save keeps everything typed and shows the server's message.
 */
export function TrainingProfileForm({ profile, initialValues, notKept, onSaved }: TrainingProfileFormProps) {
  const { t } = useTranslation('matching');
  const { t: tProfile } = useTranslation('profileEditor');
  const tShared = useSharedMessage();
  const labels = useMatchingLabels();
  const create = useCreateSearchProfile('training');
  const update = useUpdateSearchProfile('training');
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<TrainingProfileFormValues>({
    resolver,
    defaultValues: profile ? trainingProfileToFormValues(profile) : (initialValues ?? EMPTY_TRAINING_PROFILE),
  });
  const error = (field: keyof TrainingProfileFormValues) =>
    fieldErrorText(errors[field] as FieldError | undefined, tShared);
  const cities = useMemo(() => SEARCH_LOCATIONS.map((value) => ({ value, label: labels.city(value) })), [labels]);
  const fields = useMemo(() => CANDIDATE_FIELDS.map((value) => ({ value, label: labels.field(value) })), [labels]);

  const submit = handleSubmit(async (values) => {
    const input = toTrainingProfileInput(values);
    try {
      const item = profile ? await update.mutateAsync({ id: profile.id, input }) : await create.mutateAsync(input);
      toast({ title: profile ? t('form.updated') : t('form.created'), variant: 'success' });
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
      <FormField id="training-profile-name" label={t('form.name')} error={error('name')}>
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
      <Controller
        control={control}
        name="preferredLocations"
        render={({ field }) => (
          <CheckboxGroup
            narrow
            legend={t('form.preferredLocations')}
            hint={t('form.preferredLocationsHint')}
            options={cities}
            value={field.value}
            onChange={field.onChange}
            error={error('preferredLocations')}
          />
        )}
      />
      <FormField
        id="training-profile-level"
        label={t('form.maxGermanLevel')}
        hint={t('form.maxGermanLevelHint')}
        error={error('maxGermanLevel')}
      >
        {(controlProps) => (
          <NativeSelect
            {...controlProps}
            {...register('maxGermanLevel')}
            placeholder={t('form.anyLevel')}
            options={GERMAN_LEVELS.map((level) => ({
              value: level,
              label: tProfile(`language.levels.${level}`, { defaultValue: level }),
            }))}
          />
        )}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="training-profile-from" label={t('form.startDateFrom')} error={error('startDateFrom')}>
          {(controlProps) => <Input {...controlProps} {...register('startDateFrom')} type="date" />}
        </FormField>
        <FormField id="training-profile-to" label={t('form.startDateTo')} error={error('startDateTo')}>
          {(controlProps) => <Input {...controlProps} {...register('startDateTo')} type="date" />}
        </FormField>
      </div>
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
          {isSubmitting ? t('form.saving') : profile ? t('form.save') : t('form.create')}
        </Button>
      </div>
    </form>
  );
}
