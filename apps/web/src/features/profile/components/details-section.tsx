import {
  DetailsSectionSchema,
  ENTRY_MAX_ITEMS,
  type CandidateProfile,
  type DetailsSection as DetailsValues,
  type DetailsSectionInput,
} from '@azubi/shared/profile/profile';
import { effectiveVisaStatus, VISA_STATUSES, type VisaStatus } from '@azubi/shared/profile/visa';
import { zodResolver } from '@hookform/resolvers/zod';
import { Plus, Trash2 } from 'lucide-react';
import { Controller, useFieldArray, useForm, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import { FormField } from '../../../components/form-field';
import { useDraftOrDefaults, useFormDraft } from '../hooks/use-form-draft';
import { useSectionSave } from '../hooks/use-section-save';
import { useFieldError } from '../../../hooks/use-field-error';
import { IdentifyingTextWarning } from './identifying-text-warning';
import { SectionCard } from './section-card';
import { TagInput } from './tag-input';

type Values = {
  links: { github: string; portfolio: string; linkedin: string };
  willingToRelocate: boolean;
  driversLicense: boolean;
  visaStatus: VisaStatus | null;
  skills: string[];
  hobbies: string[];
  additionalCertifications: { name: string; issuingOrganization: string; dateObtained: string }[];
  education: { institution: string; qualification: string; start: string; end: string }[];
  workExperience: { company: string; position: string; start: string; end: string; description: string }[];
};
const FIELDS = [
  'links',
  'willingToRelocate',
  'driversLicense',
  'visaStatus',
  'skills',
  'hobbies',
  'additionalCertifications',
  'education',
  'workExperience',
] as const;
const FLAGS = ['willingToRelocate', 'driversLicense'] as const;
const LINKS = ['github', 'portfolio', 'linkedin'] as const;

function fromProfile(profile: CandidateProfile): Values {
  const d = profile.details;
  return {
    links: { github: d.links.github ?? '', portfolio: d.links.portfolio ?? '', linkedin: d.links.linkedin ?? '' },
    willingToRelocate: d.willingToRelocate,
    driversLicense: d.driversLicense,
    // Unanswered: suggested from the country where the rule is clear (EU, EEA, CH need none).
    visaStatus: effectiveVisaStatus(d.visaStatus, profile.personal.country),
    skills: d.skills,
    hobbies: d.hobbies,
    additionalCertifications: d.additionalCertifications,
    education: d.education.map((entry) => ({ ...entry, end: entry.end ?? '' })),
    workExperience: d.workExperience.map((entry) => ({
      ...entry,
      end: entry.end ?? '',
      description: entry.description ?? '',
    })),
  };
}

/** MM.YYYY as people type it: digits, the dot added after the month. */
function monthYearProps() {
  return { inputMode: 'numeric' as const, placeholder: 'MM.YYYY', maxLength: 7, autoComplete: 'off' };
}

/** Links, practical facts, skills, hobbies, certifications, education and work experience. */
export function DetailsSection({ profile, draftKey }: { profile: CandidateProfile; draftKey: string }) {
  const { t } = useTranslation('profileEditor');
  const errorText = useFieldError();
  const key = `${draftKey}.details`;
  const initial = useDraftOrDefaults(key, () => fromProfile(profile));
  const {
    register,
    control,
    handleSubmit,
    setError,
    watch,
    reset,
    formState: { errors },
  } = useForm<DetailsSectionInput, unknown, DetailsValues>({
    resolver: zodResolver(DetailsSectionSchema),
    defaultValues: initial.values as DetailsSectionInput,
  });
  useFormDraft(key, watch);
  const { onSubmit, saving, saved, sectionError, restored } = useSectionSave({
    section: 'details',
    draftKey: key,
    restoredDraft: initial.restored,
    form: { handleSubmit, reset, setError },
    fields: FIELDS,
    fromProfile: (next) => fromProfile(next) as DetailsSectionInput,
  });
  const certifications = useFieldArray({ control, name: 'additionalCertifications' });
  const education = useFieldArray({ control, name: 'education' });
  const work = useFieldArray({ control, name: 'workExperience' });
  // Entry errors are nested: errors.education[0].end.
  const entryError = (list: string, index: number, field: string) =>
    errorText(
      ((errors as Record<string, unknown>)[list] as Record<number, Record<string, FieldError>> | undefined)?.[index]?.[
        field
      ],
    );

  const removeButton = (label: string, onClick: () => void) => (
    <Button variant="ghost" size="sm" className="justify-self-end" onClick={onClick}>
      <Trash2 aria-hidden="true" />
      {label}
    </Button>
  );
  const addButton = (id: string, label: string, count: number, onClick: () => void) => (
    <Button
      id={id}
      variant="outline"
      className="justify-self-start"
      disabled={count >= ENTRY_MAX_ITEMS}
      onClick={onClick}
    >
      <Plus aria-hidden="true" />
      {label}
    </Button>
  );

  return (
    <SectionCard
      id="details"
      title={t('details.title')}
      description={t('details.description')}
      onSubmit={onSubmit}
      saving={saving}
      savedMessage={saved}
      error={sectionError}
      restored={restored}
    >
      <fieldset className="grid gap-4">
        <legend className="mb-1 font-semibold text-brand-950">{t('details.links')}</legend>
        <div className="grid gap-4 sm:grid-cols-3">
          {LINKS.map((link) => (
            <FormField
              key={link}
              id={`details-links-${link}`}
              label={t(`details.linkLabels.${link}`)}
              error={errorText(errors.links?.[link])}
            >
              {(props) => (
                <Input {...props} {...register(`links.${link}`)} type="url" inputMode="url" placeholder="https://" />
              )}
            </FormField>
          ))}
        </div>
      </fieldset>

      <fieldset className="grid gap-1">
        <legend className="mb-1 font-semibold text-brand-950">{t('details.facts')}</legend>
        <div className="grid gap-1 sm:grid-cols-2">
          {FLAGS.map((flag) => (
            <label
              key={flag}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-control px-2 hover:bg-muted"
            >
              <input type="checkbox" className="size-5 shrink-0 accent-primary" {...register(flag)} />
              <span>{t(`details.flags.${flag}`)}</span>
            </label>
          ))}
        </div>
      </fieldset>

      <fieldset className="grid gap-1" aria-describedby="details-visa-hint">
        <legend className="mb-1 font-semibold text-brand-950">{t('details.visa.legend')}</legend>
        <p id="details-visa-hint" className="text-sm text-muted-foreground">
          {profile.details.visaStatus === null && effectiveVisaStatus(null, profile.personal.country)
            ? t('details.visa.suggested')
            : t('details.visa.hint')}
        </p>
        <div className="grid gap-1 sm:grid-cols-2">
          {VISA_STATUSES.map((status) => (
            <label
              key={status}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-control px-2 hover:bg-muted"
            >
              <input
                type="radio"
                value={status}
                className="size-5 shrink-0 accent-primary"
                {...register('visaStatus')}
              />
              <span>{t(`details.visa.options.${status}`)}</span>
            </label>
          ))}
        </div>
      </fieldset>

      <div className="grid gap-5 sm:grid-cols-2 sm:items-start">
        <Controller
          control={control}
          name="skills"
          render={({ field }) => (
            <div className="grid gap-2">
              <TagInput
                id="details-skills"
                label={t('details.skills')}
                hint={t('details.skillsHint')}
                error={errorText(errors.skills as FieldError | undefined)}
                value={field.value ?? []}
                onChange={field.onChange}
              />
              <IdentifyingTextWarning
                id="details-skills-identifying"
                texts={field.value ?? []}
                identity={{ name: profile.personal.fullName, phone: profile.personal.phone }}
              />
            </div>
          )}
        />
        <Controller
          control={control}
          name="hobbies"
          render={({ field }) => (
            <TagInput
              id="details-hobbies"
              label={t('details.hobbies')}
              hint={t('details.skillsHint')}
              error={errorText(errors.hobbies as FieldError | undefined)}
              value={field.value ?? []}
              onChange={field.onChange}
            />
          )}
        />
      </div>

      <fieldset className="grid gap-3">
        <legend className="mb-1 font-semibold text-brand-950">{t('details.education')}</legend>
        {education.fields.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('details.noEducation')}</p>
        ) : null}
        {education.fields.map((entry, index) => (
          <div key={entry.id} className="grid gap-4 rounded-control border border-border p-3 sm:grid-cols-2">
            <p className="font-medium sm:col-span-2">{t('details.educationEntry', { number: index + 1 })}</p>
            <FormField
              id={`details-education-${index}-institution`}
              label={t('details.institution')}
              error={entryError('education', index, 'institution')}
            >
              {(props) => <Input {...props} {...register(`education.${index}.institution`)} />}
            </FormField>
            <FormField
              id={`details-education-${index}-qualification`}
              label={t('details.qualification')}
              error={entryError('education', index, 'qualification')}
            >
              {(props) => <Input {...props} {...register(`education.${index}.qualification`)} />}
            </FormField>
            <FormField
              id={`details-education-${index}-start`}
              label={t('details.start')}
              hint={t('details.monthYearHint')}
              error={entryError('education', index, 'start')}
            >
              {(props) => <Input {...props} {...register(`education.${index}.start`)} {...monthYearProps()} />}
            </FormField>
            <FormField
              id={`details-education-${index}-end`}
              label={t('details.end')}
              hint={t('details.endHint')}
              error={entryError('education', index, 'end')}
            >
              {(props) => <Input {...props} {...register(`education.${index}.end`)} {...monthYearProps()} />}
            </FormField>
            <div className="sm:col-span-2 grid">
              {removeButton(t('details.removeEntry'), () => education.remove(index))}
            </div>
          </div>
        ))}
        {addButton('details-education', t('details.addEducation'), education.fields.length, () =>
          education.append({ institution: '', qualification: '', start: '', end: '' }),
        )}
      </fieldset>

      <fieldset className="grid gap-3">
        <legend className="mb-1 font-semibold text-brand-950">{t('details.workExperience')}</legend>
        {work.fields.length === 0 ? <p className="text-sm text-muted-foreground">{t('details.noWork')}</p> : null}
        {work.fields.map((entry, index) => (
          <div key={entry.id} className="grid gap-4 rounded-control border border-border p-3 sm:grid-cols-2">
            <p className="font-medium sm:col-span-2">{t('details.workEntry', { number: index + 1 })}</p>
            <FormField
              id={`details-work-${index}-company`}
              label={t('details.company')}
              error={entryError('workExperience', index, 'company')}
            >
              {(props) => <Input {...props} {...register(`workExperience.${index}.company`)} />}
            </FormField>
            <FormField
              id={`details-work-${index}-position`}
              label={t('details.position')}
              error={entryError('workExperience', index, 'position')}
            >
              {(props) => <Input {...props} {...register(`workExperience.${index}.position`)} />}
            </FormField>
            <FormField
              id={`details-work-${index}-start`}
              label={t('details.start')}
              hint={t('details.monthYearHint')}
              error={entryError('workExperience', index, 'start')}
            >
              {(props) => <Input {...props} {...register(`workExperience.${index}.start`)} {...monthYearProps()} />}
            </FormField>
            <FormField
              id={`details-work-${index}-end`}
              label={t('details.end')}
              hint={t('details.endHint')}
              error={entryError('workExperience', index, 'end')}
            >
              {(props) => <Input {...props} {...register(`workExperience.${index}.end`)} {...monthYearProps()} />}
            </FormField>
            <FormField
              id={`details-work-${index}-description`}
              label={t('details.workDescription')}
              className="sm:col-span-2"
              error={entryError('workExperience', index, 'description')}
            >
              {(props) => (
                <Textarea {...props} {...register(`workExperience.${index}.description`)} maxLength={1000} rows={3} />
              )}
            </FormField>
            <div className="sm:col-span-2 grid">{removeButton(t('details.removeEntry'), () => work.remove(index))}</div>
          </div>
        ))}
        {addButton('details-work', t('details.addWork'), work.fields.length, () =>
          work.append({ company: '', position: '', start: '', end: '', description: '' }),
        )}
      </fieldset>

      <fieldset className="grid gap-3">
        <legend className="mb-1 font-semibold text-brand-950">{t('details.certifications')}</legend>
        {certifications.fields.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('details.noCertifications')}</p>
        ) : null}
        {certifications.fields.map((entry, index) => (
          <div key={entry.id} className="grid gap-4 rounded-control border border-border p-3 sm:grid-cols-3">
            <p className="font-medium sm:col-span-3">{t('details.certificationEntry', { number: index + 1 })}</p>
            <FormField
              id={`details-certification-${index}-name`}
              label={t('details.certificationName')}
              error={entryError('additionalCertifications', index, 'name')}
            >
              {(props) => <Input {...props} {...register(`additionalCertifications.${index}.name`)} />}
            </FormField>
            <FormField
              id={`details-certification-${index}-issuer`}
              label={t('details.issuingOrganization')}
              error={entryError('additionalCertifications', index, 'issuingOrganization')}
            >
              {(props) => <Input {...props} {...register(`additionalCertifications.${index}.issuingOrganization`)} />}
            </FormField>
            <FormField
              id={`details-certification-${index}-date`}
              label={t('details.dateObtained')}
              hint={t('details.monthYearHint')}
              error={entryError('additionalCertifications', index, 'dateObtained')}
            >
              {(props) => (
                <Input
                  {...props}
                  {...register(`additionalCertifications.${index}.dateObtained`)}
                  {...monthYearProps()}
                />
              )}
            </FormField>
            <div className="sm:col-span-3 grid">
              {removeButton(t('details.removeEntry'), () => certifications.remove(index))}
            </div>
          </div>
        ))}
        {addButton('details-certifications', t('details.addCertification'), certifications.fields.length, () =>
          certifications.append({ name: '', issuingOrganization: '', dateObtained: '' }),
        )}
      </fieldset>
    </SectionCard>
  );
}
