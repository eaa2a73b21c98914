import type { EmployerListing } from '@azubi/shared/listings/listing';
import { GERMAN_LEVELS, PROGRAM_TYPES } from '@azubi/shared/listings/listing-options';
import { FSJ_SECTORS } from '@azubi/shared/listings/listing-options';
import { SEARCH_CATEGORIES, searchCategoryLabelKey } from '@azubi/shared/listings/search-options';
import { LoaderCircle } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/use-toast';
import { failureText } from '../../../components/failure-toast';
import { FormAlert } from '../../../components/form-alert';
import { fieldErrorText } from '../../../lib/form-error-text';
import { FormField } from '../../../components/form-field';
import { applyServerFieldErrors } from '../../../lib/server-errors';
import { useSaveListing } from '../api/save-listing';
import { useSharedMessage } from '../../../hooks/use-shared-message';
import {
  EMPTY_LISTING_FORM,
  listingFormResolver,
  listingToFormValues,
  toListingInput,
  type ListingFormValues,
} from './listing-form-values';

/** Spec §1: Ausbildung needs German B1 or higher, FSJ and BFD A2 or higher. */
const MIN_LEVEL = { ausbildung: 'B1', fsj: 'A2', bfd: 'A2' } as const;

const FIELDS: readonly (keyof ListingFormValues)[] = [
  'title',
  'description',
  'programType',
  'category',
  'germanLevelRequired',
  'location',
  'startDate',
  'durationYears',
  'salaryMin',
  'salaryMax',
  'monthlyAllowance',
  'sector',
  'minAge',
  'maxAge',
  'contactPerson',
  'contactPhone',
  'requiredDocuments',
];

export interface ListingFormProps {
  /** The listing to edit; leave out to create one. */
  listing?: EmployerListing;
  onSaved: (listing: EmployerListing) => void;
}

/**
 * Every listing field of spec §3 with the program rules (spec §5): Ausbildung needs German B1+, with an
 * optional duration and salary range; FSJ and BFD need a sector ("Sector is required for FSJ
 * listings"), with an optional monthly allowance.
 * The API's own schema checks the values; on failure everything typed stays.
 */
export function ListingForm({ listing, onSaved }: ListingFormProps) {
  const { t } = useTranslation('employer');
  const { t: tJobs } = useTranslation('browseJobs');
  const { t: tFilters } = useTranslation('searchFilters');
  const tShared = useSharedMessage();
  const save = useSaveListing(listing?.id ?? null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    getValues,
    formState: { errors },
  } = useForm<ListingFormValues>({
    resolver: listingFormResolver,
    defaultValues: listing ? listingToFormValues(listing) : EMPTY_LISTING_FORM,
  });
  const programType = useWatch({ control, name: 'programType' });
  const voluntary = programType !== 'ausbildung';
  const minLevel = MIN_LEVEL[programType];
  const levels = GERMAN_LEVELS.slice(GERMAN_LEVELS.indexOf(minLevel));

  // Switching the program moves a level left at the old program's minimum (or below the new
  // one) to the new program's minimum; a level the employer chose above it stays.
  const previousMin = useRef(minLevel);
  useEffect(() => {
    const level = getValues('germanLevelRequired');
    const below = !level || GERMAN_LEVELS.indexOf(level) < GERMAN_LEVELS.indexOf(minLevel);
    if (below || level === previousMin.current) setValue('germanLevelRequired', minLevel);
    previousMin.current = minLevel;
  }, [minLevel, getValues, setValue]);

  const error = (field: keyof ListingFormValues) => fieldErrorText(errors[field], tShared);

  const onSubmit = handleSubmit((values) => {
    save.mutate(toListingInput(values), {
      onSuccess: (saved) => {
        toast({ title: tShared(listing ? 'listings.updated' : 'listings.created') ?? '', variant: 'success' });
        onSaved(saved);
      },
      onError: (failure) => {
        if (applyServerFieldErrors(failure, setError, FIELDS)) return;
        const title = tShared(listing ? 'listings.updateFailed' : 'listings.createFailed') ?? '';
        setError('root.server', { message: failureText(failure, title) });
      },
    });
  });

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="grid gap-6"
      aria-label={listing ? t('form.editLabel') : t('form.newLabel')}
    >
      <FormAlert message={errors.root?.server?.message} />

      <Section title={t('form.sections.position')}>
        <FormField id="listing-title" label={t('form.title')} error={error('title')} className="sm:col-span-2">
          {(controlProps) => <Input {...controlProps} {...register('title')} maxLength={150} />}
        </FormField>
        <fieldset className="grid gap-2 sm:col-span-2">
          <legend className="mb-1 text-base font-medium">{t('form.programType')}</legend>
          <div className="grid gap-2 sm:grid-cols-3">
            {PROGRAM_TYPES.map((type) => (
              <label
                key={type}
                className="flex min-h-11 cursor-pointer items-center gap-3 rounded-control border border-input px-3 py-2 has-checked:border-primary has-checked:bg-secondary"
              >
                <input type="radio" value={type} {...register('programType')} className="size-5 accent-primary" />
                <span>{tJobs(`programTypes.${type}`)}</span>
              </label>
            ))}
          </div>
          <p className="text-sm text-muted-foreground">{t(`form.programHint.${programType}`)}</p>
        </fieldset>
        <FormField id="listing-category" label={t('form.category')} error={error('category')}>
          {(controlProps) => (
            <NativeSelect
              {...controlProps}
              {...register('category')}
              placeholder={t('form.choose')}
              options={SEARCH_CATEGORIES.map((value) => ({ value, label: tFilters(searchCategoryLabelKey(value)) }))}
            />
          )}
        </FormField>
        {voluntary ? (
          <FormField id="listing-sector" label={t('form.sector')} error={error('sector')}>
            {(controlProps) => (
              <NativeSelect
                {...controlProps}
                {...register('sector')}
                placeholder={t('form.choose')}
                options={FSJ_SECTORS.map((value) => ({ value, label: tJobs(`sectors.${value}`) }))}
              />
            )}
          </FormField>
        ) : null}
        <FormField
          id="listing-level"
          label={t('form.germanLevel')}
          hint={t('form.germanLevelHint', { level: minLevel })}
          error={error('germanLevelRequired')}
        >
          {(controlProps) => (
            <NativeSelect
              {...controlProps}
              {...register('germanLevelRequired')}
              options={levels.map((level) => ({ value: level, label: tJobs('card.germanLevelValue', { level }) }))}
            />
          )}
        </FormField>
        <FormField
          id="listing-location"
          label={t('form.location')}
          hint={t('form.locationHint')}
          error={error('location')}
        >
          {(controlProps) => <Input {...controlProps} {...register('location')} autoComplete="address-level2" />}
        </FormField>
        <FormField
          id="listing-description"
          label={t('form.description')}
          hint={t('form.descriptionHint')}
          error={error('description')}
          className="sm:col-span-2"
        >
          {(controlProps) => <Textarea {...controlProps} {...register('description')} rows={8} maxLength={1000} />}
        </FormField>
      </Section>

      <Section title={t('form.sections.terms')}>
        <FormField
          id="listing-start"
          label={t('form.startDate')}
          hint={t('form.startDateHint')}
          error={error('startDate')}
        >
          {(controlProps) => <Input {...controlProps} {...register('startDate')} type="date" />}
        </FormField>
        {voluntary ? (
          <FormField
            id="listing-allowance"
            label={t('form.monthlyAllowance')}
            hint={t('form.euroHint')}
            error={error('monthlyAllowance')}
          >
            {(controlProps) => <Input {...controlProps} {...register('monthlyAllowance')} inputMode="numeric" />}
          </FormField>
        ) : (
          <>
            <FormField
              id="listing-duration"
              label={t('form.durationYears')}
              hint={t('form.durationHint')}
              error={error('durationYears')}
            >
              {(controlProps) => <Input {...controlProps} {...register('durationYears')} inputMode="decimal" />}
            </FormField>
            <FormField
              id="listing-salary-min"
              label={t('form.salaryMin')}
              hint={t('form.euroHint')}
              error={error('salaryMin')}
            >
              {(controlProps) => <Input {...controlProps} {...register('salaryMin')} inputMode="numeric" />}
            </FormField>
            <FormField
              id="listing-salary-max"
              label={t('form.salaryMax')}
              hint={t('form.euroHint')}
              error={error('salaryMax')}
            >
              {(controlProps) => <Input {...controlProps} {...register('salaryMax')} inputMode="numeric" />}
            </FormField>
          </>
        )}
        <FormField id="listing-min-age" label={t('form.minAge')} error={error('minAge')}>
          {(controlProps) => <Input {...controlProps} {...register('minAge')} inputMode="numeric" />}
        </FormField>
        <FormField id="listing-max-age" label={t('form.maxAge')} error={error('maxAge')}>
          {(controlProps) => <Input {...controlProps} {...register('maxAge')} inputMode="numeric" />}
        </FormField>
        <CheckboxField id="listing-accommodation" label={t('form.freeAccommodation')}>
          <Controller
            control={control}
            name="freeAccommodation"
            render={({ field }) => (
              <Checkbox
                id="listing-accommodation"
                checked={field.value}
                onCheckedChange={(checked) => field.onChange(checked === true)}
              />
            )}
          />
        </CheckboxField>
        <CheckboxField id="listing-visa" label={t('form.visaSponsorship')}>
          <Controller
            control={control}
            name="visaSponsorship"
            render={({ field }) => (
              <Checkbox
                id="listing-visa"
                checked={field.value}
                onCheckedChange={(checked) => field.onChange(checked === true)}
              />
            )}
          />
        </CheckboxField>
        <CheckboxField id="listing-partner-feed" label={t('form.inPartnerFeed')}>
          <Controller
            control={control}
            name="inPartnerFeed"
            render={({ field }) => (
              <Checkbox
                id="listing-partner-feed"
                checked={field.value}
                onCheckedChange={(checked) => field.onChange(checked === true)}
              />
            )}
          />
        </CheckboxField>
      </Section>

      <Section title={t('form.sections.contact')}>
        <FormField id="listing-contact-person" label={t('form.contactPerson')} error={error('contactPerson')}>
          {(controlProps) => <Input {...controlProps} {...register('contactPerson')} autoComplete="name" />}
        </FormField>
        <FormField id="listing-contact-phone" label={t('form.contactPhone')} error={error('contactPhone')}>
          {(controlProps) => <Input {...controlProps} {...register('contactPhone')} type="tel" autoComplete="tel" />}
        </FormField>
        <FormField
          id="listing-documents"
          label={t('form.requiredDocuments')}
          hint={t('form.requiredDocumentsHint')}
          error={error('requiredDocuments')}
          className="sm:col-span-2"
        >
          {(controlProps) => <Textarea {...controlProps} {...register('requiredDocuments')} rows={4} />}
        </FormField>
      </Section>

      <Button type="submit" size="lg" disabled={save.isPending} className="justify-self-start">
        {save.isPending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
        {listing ? t('form.save') : t('form.create')}
      </Button>
    </form>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="grid items-start gap-5 rounded-card border border-border bg-background p-4 sm:grid-cols-2 sm:p-6">
      <legend className="px-1 text-lg font-semibold text-brand-950">{title}</legend>
      {children}
    </fieldset>
  );
}

function CheckboxField({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="flex items-center gap-3">
      {children}
      <Label htmlFor={id}>{label}</Label>
    </div>
  );
}
