import { FSJ_SECTORS } from '@azubi/shared/listings/listing-options';
import { PROGRAM_TYPES, type GermanLevel } from '@azubi/shared/listings/listing-options';
import { SEARCH_CATEGORIES } from '@azubi/shared/listings/search-options';
import {
  InterestsSectionSchema,
  programLevelIssue,
  type CandidateProfile,
  type InterestsSection as InterestsValues,
  type InterestsSectionInput,
} from '@azubi/shared/profile/profile';
import { fieldsPassed, RUN_WITH_FIELD_ERRORS } from '@azubi/shared/validation/cross-field';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Input } from '../../../components/ui/input';
import { FormField } from '../../../components/form-field';
import { useDraftOrDefaults, useFormDraft } from '../hooks/use-form-draft';
import { useSectionSave } from '../hooks/use-section-save';
import { useFieldError } from '../../../hooks/use-field-error';
import { ChoiceGroup } from './choice-group';
import { SectionCard } from './section-card';

type Values = {
  programInterests: string[];
  ausbildungFields: string[];
  fsjSectors: string[];
  preferredStartDate: string;
  availableFrom: string;
};
const FIELDS = ['programInterests', 'ausbildungFields', 'fsjSectors', 'preferredStartDate', 'availableFrom'] as const;

function fromProfile(profile: CandidateProfile): Values {
  const i = profile.interests;
  return {
    programInterests: i.programInterests,
    ausbildungFields: i.ausbildungFields,
    fsjSectors: i.fsjSectors,
    preferredStartDate: i.preferredStartDate ?? '',
    availableFrom: i.availableFrom ?? '',
  };
}

/** A checkbox group gives `false` when nothing is ticked and a string for a lone box: always a list. */
const asList = (value: unknown): string[] => (Array.isArray(value) ? value : typeof value === 'string' ? [value] : []);

/** Spec §5: at least one program; Ausbildung needs B1 or higher, FSJ and BFD A2 or higher (the saved level). */
export function interestsSchema(germanLevel: GermanLevel | null) {
  return InterestsSectionSchema.superRefine((values, ctx) => {
    const issue = fieldsPassed(ctx, 'programInterests')
      ? programLevelIssue(values.programInterests, germanLevel)
      : null;
    if (issue) ctx.addIssue({ code: 'custom', path: ['programInterests'], message: issue });
  }, RUN_WITH_FIELD_ERRORS);
}

/** Programs (Ausbildung, FSJ, BFD), fields and sectors of interest, and when the candidate can start. */
export function InterestsSection({ profile, draftKey }: { profile: CandidateProfile; draftKey: string }) {
  const { t } = useTranslation('profileEditor');
  const { t: tFilters } = useTranslation('searchFilters');
  const errorText = useFieldError();
  const key = `${draftKey}.interests`;
  const initial = useDraftOrDefaults(key, () => fromProfile(profile));
  const schema = useMemo(() => interestsSchema(profile.language.germanLevel), [profile.language.germanLevel]);
  const {
    register,
    handleSubmit,
    setError,
    watch,
    reset,
    formState: { errors },
  } = useForm<InterestsSectionInput, unknown, InterestsValues>({
    // Checkbox groups are made lists before the shared schema sees them.
    resolver: (values, context, options) =>
      zodResolver(schema)(
        {
          ...values,
          programInterests: asList(values.programInterests) as InterestsSectionInput['programInterests'],
          ausbildungFields: asList(values.ausbildungFields) as InterestsSectionInput['ausbildungFields'],
          fsjSectors: asList(values.fsjSectors) as InterestsSectionInput['fsjSectors'],
        },
        context,
        options,
      ),
    defaultValues: initial.values as InterestsSectionInput,
  });
  useFormDraft(key, watch);
  const { onSubmit, saving, saved, sectionError, restored } = useSectionSave({
    section: 'interests',
    draftKey: key,
    restoredDraft: initial.restored,
    form: { handleSubmit, reset, setError },
    fields: FIELDS,
    fromProfile: (next) => fromProfile(next) as InterestsSectionInput,
  });

  return (
    <SectionCard
      id="interests"
      title={t('interests.title')}
      description={t('interests.description')}
      onSubmit={onSubmit}
      saving={saving}
      savedMessage={saved}
      error={sectionError}
      restored={restored}
    >
      <ChoiceGroup
        id="interests-programInterests"
        legend={t('interests.programs')}
        hint={t('interests.programsHint')}
        error={errorText(errors.programInterests as never)}
        options={PROGRAM_TYPES.map((value) => ({ value, label: t(`interests.programTypes.${value}`) }))}
        registration={register('programInterests')}
      />
      <ChoiceGroup
        id="interests-ausbildungFields"
        legend={t('interests.ausbildungFields')}
        options={SEARCH_CATEGORIES.map((value) => ({ value, label: tFilters(`categories.${value}`) }))}
        registration={register('ausbildungFields')}
      />
      <ChoiceGroup
        id="interests-fsjSectors"
        legend={t('interests.fsjSectors')}
        options={FSJ_SECTORS.map((value) => ({ value, label: t(`interests.sectors.${value}`) }))}
        registration={register('fsjSectors')}
      />
      <div className="grid gap-5 sm:grid-cols-2 sm:items-start">
        <FormField
          id="interests-preferredStartDate"
          label={t('interests.preferredStartDate')}
          error={errorText(errors.preferredStartDate)}
        >
          {(control) => <Input {...control} {...register('preferredStartDate')} type="date" />}
        </FormField>
        <FormField
          id="interests-availableFrom"
          label={t('interests.availableFrom')}
          error={errorText(errors.availableFrom)}
        >
          {(control) => <Input {...control} {...register('availableFrom')} type="date" />}
        </FormField>
      </div>
    </SectionCard>
  );
}
