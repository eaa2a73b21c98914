import {
  PersonalSectionSchema,
  type CandidateProfile,
  type PersonalSection as PersonalValues,
  type PersonalSectionInput,
} from '@azubi/shared/profile/profile';
import { calledNameOf, givenNameOf } from '@azubi/shared/profile/called-name';
import { zodResolver } from '@hookform/resolvers/zod';
import { useRef } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Input } from '../../../components/ui/input';
import { NativeSelect } from '../../../components/ui/native-select';
import { Textarea } from '../../../components/ui/textarea';
import { FormField } from '../../../components/form-field';
import { useCountryOptions } from '../../../lib/countries';
import { useDraftOrDefaults, useFormDraft } from '../hooks/use-form-draft';
import { useSectionSave } from '../hooks/use-section-save';
import { useFieldError } from '../../../hooks/use-field-error';
import { IdentifyingTextWarning } from './identifying-text-warning';
import { PhotoUpload } from './photo-upload';
import { SectionCard } from './section-card';

type Values = {
  fullName: string;
  calledName: string;
  dateOfBirth: string;
  phone: string;
  location: string;
  country: string;
  bio: string;
};
const FIELDS = ['fullName', 'calledName', 'dateOfBirth', 'phone', 'location', 'country', 'bio'] as const;

function fromProfile(profile: CandidateProfile): Values {
  const p = profile.personal;
  return {
    fullName: p.fullName,
    // Never set by hand it reads as the first word: a name written family name first gets its given
    // name instead ("Nguyễn Văn An" from Vietnam: "An"), which saving then keeps.
    calledName: p.calledName === calledNameOf(p.fullName) ? givenNameOf(p.fullName, p.country) : p.calledName,
    dateOfBirth: p.dateOfBirth ?? '',
    phone: p.phone ?? '',
    location: p.location ?? '',
    country: p.country ?? '',
    bio: p.bio ?? '',
  };
}

/** Name, date of birth, contact, where the candidate lives, a short bio, and the photo. */
export function PersonalSection({ profile, draftKey }: { profile: CandidateProfile; draftKey: string }) {
  const { t } = useTranslation('profileEditor');
  const errorText = useFieldError();
  const countries = useCountryOptions();
  const key = `${draftKey}.personal`;
  const initial = useDraftOrDefaults(key, () => fromProfile(profile));
  const {
    register,
    control,
    handleSubmit,
    setError,
    watch,
    reset,
    getValues,
    setValue,
    formState: { errors },
  } = useForm<PersonalSectionInput, unknown, PersonalValues>({
    resolver: zodResolver(PersonalSectionSchema),
    defaultValues: initial.values,
  });
  useFormDraft(key, watch);
  const { onSubmit, saving, saved, sectionError, restored } = useSectionSave({
    section: 'personal',
    draftKey: key,
    restoredDraft: initial.restored,
    form: { handleSubmit, reset, setError },
    fields: FIELDS,
    fromProfile: (next) => fromProfile(next),
  });
  const [bio, fullName, phone] = useWatch({ control, name: ['bio', 'fullName', 'phone'] });
  // The called name follows the full name and the country while it is still the prefill (the first
  // given name as that country writes names, givenNameOf); one set by hand stays (issue 28; the
  // server does the same).
  const lastFullName = useRef(initial.values.fullName);
  const lastCountry = useRef(initial.values.country);
  const isPrefill = (value: string | undefined) =>
    value === calledNameOf(lastFullName.current ?? '') ||
    value === givenNameOf(lastFullName.current ?? '', lastCountry.current);
  const followFullName = (next: string) => {
    // A cleared field keeps the last name to compare with, so typing a new one follows it.
    if (!next.trim()) return;
    if (isPrefill(getValues('calledName'))) setValue('calledName', givenNameOf(next, lastCountry.current));
    lastFullName.current = next;
  };
  const followCountry = (next: string) => {
    if (isPrefill(getValues('calledName'))) setValue('calledName', givenNameOf(lastFullName.current ?? '', next));
    lastCountry.current = next;
  };

  const today = new Date().toISOString().slice(0, 10);
  return (
    <SectionCard
      id="personal"
      title={t('personal.title')}
      description={t('personal.description')}
      onSubmit={onSubmit}
      saving={saving}
      savedMessage={saved}
      error={sectionError}
      restored={restored}
    >
      <PhotoUpload profile={profile} />
      <div className="grid gap-5 sm:grid-cols-2 sm:items-start">
        <FormField id="personal-fullName" label={t('personal.fullName')} error={errorText(errors.fullName)}>
          {(control) => (
            <Input
              {...control}
              {...register('fullName', {
                onChange: (event: { target: { value: string } }) => followFullName(event.target.value),
              })}
              autoComplete="name"
            />
          )}
        </FormField>
        <FormField
          id="personal-calledName"
          label={t('personal.calledName')}
          hint={t('personal.calledNameHint')}
          error={errorText(errors.calledName)}
        >
          {(control) => <Input {...control} {...register('calledName')} autoComplete="nickname" />}
        </FormField>
        <FormField
          id="personal-dateOfBirth"
          label={t('personal.dateOfBirth')}
          hint={t('personal.dateOfBirthHint')}
          error={errorText(errors.dateOfBirth)}
        >
          {(control) => <Input {...control} {...register('dateOfBirth')} type="date" max={today} autoComplete="bday" />}
        </FormField>
        <FormField
          id="personal-phone"
          label={t('personal.phone')}
          hint={t('personal.phoneHint')}
          error={errorText(errors.phone)}
        >
          {(control) => <Input {...control} {...register('phone')} type="tel" inputMode="tel" autoComplete="tel" />}
        </FormField>
        <FormField id="personal-location" label={t('personal.location')} error={errorText(errors.location)}>
          {(control) => <Input {...control} {...register('location')} autoComplete="address-level2" />}
        </FormField>
        <FormField id="personal-country" label={t('personal.country')} error={errorText(errors.country)}>
          {(control) => (
            <NativeSelect
              {...control}
              {...register('country', {
                onChange: (event: { target: { value: string } }) => followCountry(event.target.value),
              })}
              options={countries}
              placeholder={t('personal.countryPlaceholder')}
              autoComplete="country"
            />
          )}
        </FormField>
      </div>
      <FormField id="personal-bio" label={t('personal.bio')} hint={t('personal.bioHint')} error={errorText(errors.bio)}>
        {(control) => <Textarea {...control} {...register('bio')} maxLength={1000} rows={5} />}
      </FormField>
      <IdentifyingTextWarning
        id="personal-bio-identifying"
        texts={[bio ?? '']}
        identity={{ name: fullName ?? '', phone: phone ?? '' }}
      />
    </SectionCard>
  );
}
