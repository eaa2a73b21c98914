import {
  CampaignInputSchema,
  type CAMPAIGN_VERIFIED,
  type Campaign,
  type CampaignAudience,
  type CampaignInput,
} from '@azubi/shared/admin/email-campaigns';
import type { ProgramType } from '@azubi/shared/listings/listing';

/** What the form holds; `toInput` turns it into what the API takes. */
export interface CampaignValues {
  name: string;
  audience: CampaignAudience;
  language: '' | 'en' | 'de';
  programs: ProgramType[];
  country: string;
  verified: (typeof CAMPAIGN_VERIFIED)[number];
  subjectEn: string;
  subjectDe: string;
  bodyEn: string;
  bodyDe: string;
}

const EMPTY: CampaignValues = {
  name: '',
  audience: 'all',
  language: '',
  programs: [],
  country: '',
  verified: 'any',
  subjectEn: '',
  subjectDe: '',
  bodyEn: '',
  bodyDe: '',
};

export function valuesOf(campaign: Campaign | null): CampaignValues {
  if (!campaign) return EMPTY;
  return {
    name: campaign.name,
    audience: campaign.audience,
    language: campaign.filter.language ?? '',
    programs: campaign.filter.programs,
    country: campaign.filter.country ?? '',
    verified: campaign.filter.verified,
    subjectEn: campaign.subjectEn,
    subjectDe: campaign.subjectDe,
    bodyEn: campaign.bodyEn,
    bodyDe: campaign.bodyDe,
  };
}

export function toInput(values: CampaignValues): CampaignInput {
  return {
    name: values.name,
    audience: values.audience,
    filter: {
      language: values.language || null,
      programs: values.programs,
      country: values.country,
      verified: values.verified,
    },
    subjectEn: values.subjectEn,
    subjectDe: values.subjectDe,
    bodyEn: values.bodyEn,
    bodyDe: values.bodyDe,
  };
}

/** The shared schema's messages by field path ('subjectEn', 'filter.country'); null when valid. */
export function validateCampaign(values: CampaignValues): Record<string, string> | null {
  const parsed = CampaignInputSchema.safeParse(toInput(values));
  if (parsed.success) return null;
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) fields[issue.path.join('.')] ??= issue.message;
  return fields;
}
