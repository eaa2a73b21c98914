import { GERMAN_LEVELS, type GermanLevel } from '@azubi/shared/listings/listing-options';
import {
  CERTIFICATE_TYPES,
  LanguageSectionSchema,
  languageIssues,
  programLevelIssue,
  type CandidateProfile,
  type CertificateType,
  type LanguageSection as LanguageValues,
  type LanguageSectionInput,
} from '@azubi/shared/profile/profile';
import { fieldsPassed, RUN_WITH_FIELD_ERRORS } from '@azubi/shared/validation/cross-field';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm, useWatch, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { NativeSelect } from '../../../components/ui/native-select';
import { toast } from '../../../components/ui/use-toast';
import { ApiError } from '../../../lib/api-error';
import { FormField } from '../../../components/form-field';
import { useUploadDocument } from '../api/profile-api';
import { useDraftOrDefaults, useFormDraft } from '../hooks/use-form-draft';
import { useSectionSave } from '../hooks/use-section-save';
import { useFieldError } from '../../../hooks/use-field-error';
import { useSharedMessage } from '../../../hooks/use-shared-message';
import { DocumentItem } from './document-item';
import { FilePicker } from '../../../components/file-picker';
import { SectionCard } from './section-card';

type Values = { germanLevel: string; certificateType: string };
const FIELDS = ['germanLevel', 'certificateType', 'germanCertificate'] as const;

function fromProfile(profile: CandidateProfile): Values {
  return { germanLevel: profile.language.germanLevel ?? '', certificateType: profile.language.certificateType ?? '' };
}

/**
 * The section's schema with the rules that need the rest of the profile (spec §5): from B1 a
 * certificate of the chosen type and level must be on file; the chosen programs need their level.
 */
export function languageSchema(profile: CandidateProfile) {
  const file = profile.language.germanCertificate;
  const certificate =
    file?.certificateType && file.level
      ? { certificateType: file.certificateType as CertificateType, level: file.level as GermanLevel }
      : null;
  // Runs on every submit, also when a field is still empty: each rule reads only fields that passed.
  return LanguageSectionSchema.superRefine((values, ctx) => {
    const issues = fieldsPassed(ctx, 'germanLevel', 'certificateType')
      ? languageIssues({ ...values, certificate })
      : {};
    const programs = fieldsPassed(ctx, 'germanLevel')
      ? programLevelIssue(profile.interests.programInterests, values.germanLevel)
      : null;
    if (programs) issues.germanLevel = 'profile.levelTooLowForPrograms';
    for (const [field, message] of Object.entries(issues)) ctx.addIssue({ code: 'custom', path: [field], message });
  }, RUN_WITH_FIELD_ERRORS);
}

/** German level, certificate type and the certificate file. */
export function LanguageSection({ profile, draftKey }: { profile: CandidateProfile; draftKey: string }) {
  const { t } = useTranslation('profileEditor');
  const errorText = useFieldError();
  const text = useSharedMessage();
  const upload = useUploadDocument();
  const [uploadError, setUploadError] = useState<string>();
  const [pickerKey, setPickerKey] = useState(0);
  const key = `${draftKey}.language`;
  const initial = useDraftOrDefaults(key, () => fromProfile(profile));
  const schema = useMemo(() => languageSchema(profile), [profile]);
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    watch,
    reset,
    control,
    formState: { errors },
  } = useForm<LanguageSectionInput, unknown, LanguageValues>({
    resolver: zodResolver(schema),
    defaultValues: initial.values as LanguageSectionInput,
  });
  useFormDraft(key, watch);
  const { onSubmit, saving, saved, sectionError, restored } = useSectionSave({
    section: 'language',
    draftKey: key,
    restoredDraft: initial.restored,
    form: { handleSubmit, reset, setError },
    fields: FIELDS,
    fromProfile: (next) => fromProfile(next) as LanguageSectionInput,
  });
  const level = useWatch({ control, name: 'germanLevel' }) as string;
  const certificateType = useWatch({ control, name: 'certificateType' }) as string;
  const certificateError = (errors as Record<string, FieldError | undefined>).germanCertificate;
  const certificate = profile.language.germanCertificate;

  const uploadCertificate = (file: File) => {
    setUploadError(undefined);
    if (!level || !certificateType || certificateType === 'none') {
      setUploadError(text('files.certificateDetailsRequired'));
      return;
    }
    upload.mutate(
      { type: 'german_certificate', file, certificateType, level },
      {
        onSuccess: (result) => {
          setPickerKey((n) => n + 1);
          clearErrors('germanCertificate' as never);
          toast({ title: result.message, variant: 'success' });
        },
        onError: (error) => {
          const message =
            error instanceof ApiError && error.status !== 0
              ? (Object.values(error.fields ?? {})[0] ?? error.message)
              : text('files.uploadFailed');
          setUploadError(message);
        },
      },
    );
  };

  return (
    <SectionCard
      id="language"
      title={t('language.title')}
      description={t('language.description')}
      onSubmit={onSubmit}
      saving={saving}
      savedMessage={saved}
      error={sectionError}
      restored={restored}
    >
      <div className="grid gap-5 sm:grid-cols-2 sm:items-start">
        <FormField
          id="language-germanLevel"
          label={t('language.germanLevel')}
          hint={t('language.germanLevelHint')}
          error={errorText(errors.germanLevel)}
        >
          {(control) => (
            <NativeSelect
              {...control}
              {...register('germanLevel')}
              placeholder={t('language.choose')}
              options={GERMAN_LEVELS.map((value) => ({ value, label: t(`language.levels.${value}`) }))}
            />
          )}
        </FormField>
        <FormField
          id="language-certificateType"
          label={t('language.certificateType')}
          error={errorText(errors.certificateType)}
        >
          {(control) => (
            <NativeSelect
              {...control}
              {...register('certificateType')}
              placeholder={t('language.choose')}
              options={CERTIFICATE_TYPES.map((value) => ({ value, label: t(`language.certificateTypes.${value}`) }))}
            />
          )}
        </FormField>
      </div>
      <div className="grid gap-3">
        <h3 className="font-semibold text-brand-950">{t('language.certificateFile')}</h3>
        {certificate ? (
          <ul className="grid gap-2">
            <DocumentItem document={certificate} />
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">{t('language.noCertificate')}</p>
        )}
        <FilePicker
          key={pickerKey}
          id="language-germanCertificate"
          label={certificate ? t('language.replaceCertificate') : t('language.uploadCertificate')}
          hint={t('language.certificateHint')}
          error={uploadError ?? errorText(certificateError)}
          busy={upload.isPending}
          onUpload={uploadCertificate}
          buttonLabel={t('language.uploadButton')}
        />
      </div>
    </SectionCard>
  );
}
