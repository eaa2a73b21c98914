/**
 * What a candidate says about a visa for Germany (issue 28.5): they need one, they already have a
 * residence or work permit, they need none (a citizen of the EU, the EEA or Switzerland), or they
 * are not sure. Not answered is unknown, never "no visa needed".
 */
export const VISA_STATUSES = ['needs_visa', 'has_permit', 'not_needed', 'unsure'] as const;
export type VisaStatus = (typeof VISA_STATUSES)[number];

/**
 * Countries whose citizens may live, train and work in Germany without a visa or permit: the 27
 * EU member states, the EEA states Iceland, Liechtenstein and Norway (free movement of workers,
 * Freizügigkeitsgesetz/EU), and Switzerland (EU–Swiss agreement). ISO 3166-1 alpha-2.
 */
export const FREE_MOVEMENT_COUNTRIES: ReadonlySet<string> = new Set([
  'AT',
  'BE',
  'BG',
  'HR',
  'CY',
  'CZ',
  'DK',
  'EE',
  'FI',
  'FR',
  'DE',
  'GR',
  'HU',
  'IE',
  'IT',
  'LV',
  'LT',
  'LU',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SK',
  'SI',
  'ES',
  'SE',
  'IS',
  'LI',
  'NO',
  'CH',
]);

/**
 * The answer as it stands: the candidate's own, else "not needed" where the country makes the rule
 * clear (EU, EEA, Switzerland), else null (unknown). The profile has a country, not a citizenship;
 * the candidate corrects the default by answering.
 */
export function effectiveVisaStatus(stored: VisaStatus | null, country: string | null): VisaStatus | null {
  if (stored) return stored;
  return country && FREE_MOVEMENT_COUNTRIES.has(country.toUpperCase()) ? 'not_needed' : null;
}

/** The two flags search and matching read, from an answer: unknown and "not sure" set neither. */
export function visaFlags(status: VisaStatus | null): { visaRequired: boolean; workPermitAvailable: boolean } {
  return {
    visaRequired: status === 'needs_visa',
    workPermitAvailable: status === 'has_permit' || status === 'not_needed',
  };
}
