import type { EmployerListing, GermanLevel, ProgramType } from '@azubi/shared/listings/listing';
import { ListingInputSchema, type ListingInput } from '@azubi/shared/listings/listing-input';
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, Resolver } from 'react-hook-form';

/** The listing form as typed: every field a string (or a flag), as the inputs hold them. */
export interface ListingFormValues {
  title: string;
  description: string;
  programType: ProgramType;
  category: string;
  germanLevelRequired: GermanLevel | '';
  location: string;
  startDate: string;
  durationYears: string;
  salaryMin: string;
  salaryMax: string;
  monthlyAllowance: string;
  sector: string;
  minAge: string;
  maxAge: string;
  freeAccommodation: boolean;
  visaSponsorship: boolean;
  inPartnerFeed: boolean;
  contactPerson: string;
  contactPhone: string;
  /** One document per line. */
  requiredDocuments: string;
}

export const EMPTY_LISTING_FORM: ListingFormValues = {
  title: '',
  description: '',
  programType: 'ausbildung',
  category: '',
  germanLevelRequired: 'B1',
  location: '',
  startDate: '',
  durationYears: '',
  salaryMin: '',
  salaryMax: '',
  monthlyAllowance: '',
  sector: '',
  minAge: '',
  maxAge: '',
  freeAccommodation: false,
  visaSponsorship: false,
  inPartnerFeed: true,
  contactPerson: '',
  contactPhone: '',
  requiredDocuments: '',
};

const text = (value: number | string | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

export function listingToFormValues(listing: EmployerListing): ListingFormValues {
  return {
    title: listing.title,
    description: listing.description,
    programType: listing.programType,
    category: listing.category,
    germanLevelRequired: listing.germanLevelRequired,
    location: listing.location,
    startDate: listing.startDate ?? '',
    durationYears: listing.durationYears ? String(Number.parseFloat(listing.durationYears)) : '',
    salaryMin: text(listing.salaryMin),
    salaryMax: text(listing.salaryMax),
    monthlyAllowance: text(listing.monthlyAllowance),
    sector: listing.sector ?? '',
    minAge: text(listing.minAge),
    maxAge: text(listing.maxAge),
    freeAccommodation: listing.freeAccommodation,
    visaSponsorship: listing.visaSponsorship,
    inPartnerFeed: listing.inPartnerFeed,
    contactPerson: listing.contactPerson ?? '',
    contactPhone: listing.contactPhone ?? '',
    requiredDocuments: listing.requiredDocuments.join('\n'),
  };
}

/** An empty number field is "not given" (null), not zero; "1.340" and "1,5" are read as people write them. */
function amount(value: string): string | null {
  const trimmed = value.trim().replace(/\s/g, '');
  return trimmed === '' ? null : trimmed;
}

function decimal(value: string): string | null {
  const trimmed = amount(value);
  return trimmed === null ? null : trimmed.replace(',', '.');
}

function wholeEuros(value: string): string | null {
  const trimmed = amount(value);
  // "1.340" and "1,340" are thousands separators here: pay is in whole euros.
  return trimmed === null ? null : trimmed.replace(/[.,](?=\d{3}$)/, '');
}

/**
 * What the API receives: fields of the other program type are left out (an FSJ place has no
 * salary range), empty fields are null. Validation is the API's own schema (spec §3, §5).
 */
export function toListingInput(values: ListingFormValues): ListingInput {
  const voluntary = values.programType !== 'ausbildung';
  return {
    title: values.title,
    description: values.description,
    programType: values.programType,
    category: values.category as ListingInput['category'],
    germanLevelRequired: values.germanLevelRequired as ListingInput['germanLevelRequired'],
    location: values.location,
    startDate: values.startDate || null,
    durationYears: voluntary ? null : (decimal(values.durationYears) as unknown as number | null),
    salaryMin: voluntary ? null : (wholeEuros(values.salaryMin) as unknown as number | null),
    salaryMax: voluntary ? null : (wholeEuros(values.salaryMax) as unknown as number | null),
    monthlyAllowance: voluntary ? (wholeEuros(values.monthlyAllowance) as unknown as number | null) : null,
    sector: voluntary ? ((values.sector || null) as ListingInput['sector']) : null,
    minAge: amount(values.minAge) as unknown as number | null,
    maxAge: amount(values.maxAge) as unknown as number | null,
    freeAccommodation: values.freeAccommodation,
    visaSponsorship: values.visaSponsorship,
    inPartnerFeed: values.inPartnerFeed,
    contactPerson: values.contactPerson || null,
    contactPhone: values.contactPhone || null,
    requiredDocuments: values.requiredDocuments
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
  };
}

const schemaResolver = zodResolver(ListingInputSchema);

/** Checks the typed values with the API's schema; error paths are the form's field names. */
export const listingFormResolver: Resolver<ListingFormValues> = async (values, context, options) => {
  const result = await schemaResolver(toListingInput(values), context, options as never);
  return Object.keys(result.errors).length > 0
    ? { values: {}, errors: result.errors as FieldErrors<ListingFormValues> }
    : { values, errors: {} };
};
