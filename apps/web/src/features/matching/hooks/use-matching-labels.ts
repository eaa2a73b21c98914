import { CANDIDATE_FIELDS } from '@azubi/shared/candidates/candidate-search-options';
import { SEARCH_CATEGORIES, SEARCH_LOCATIONS } from '@azubi/shared/listings/search-options';
import type { MatchCriterion, MatchExplanationPart } from '@azubi/shared/matching/matching';
import { translate } from '../../../i18n/shared-text';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../i18n/use-locale';
import { countryName } from '../../../lib/countries';

const CATEGORY_SET = new Set<string>(SEARCH_CATEGORIES);
const LOCATION_SET = new Set<string>(SEARCH_LOCATIONS);
const FIELD_SET = new Set<string>(CANDIDATE_FIELDS);
const CRITERION_KEY: Record<MatchCriterion, string> = {
  location: 'matching.criterionLocation',
  relocation: 'matching.criterionRelocation',
  germanLevel: 'matching.criterionGermanLevel',
  startDate: 'matching.criterionStartDate',
  field: 'matching.criterionField',
  salary: 'matching.criterionSalary',
  duration: 'matching.criterionDuration',
  age: 'matching.criterionAge',
  driversLicense: 'matching.criterionDriversLicense',
  workPermit: 'matching.criterionWorkPermit',
  country: 'matching.criterionCountry',
};

/**
 * The words for a search profile's stored values (cities, fields, countries) and a match's
 * explanation in the page's language. Pages using it load `searchFilters` and `profileEditor`.
 */
export function useMatchingLabels() {
  const { t: tFilters } = useTranslation('searchFilters');
  const { t: tProfile } = useTranslation('profileEditor');
  const locale = useLocale();
  return useMemo(() => {
    const city = (slug: string) =>
      LOCATION_SET.has(slug) ? tFilters(`locations.${slug as 'berlin'}`, { defaultValue: slug }) : slug;
    /** An Ausbildung field (a search category) first, else an FSJ/BFD sector. */
    const field = (value: string) =>
      CATEGORY_SET.has(value)
        ? tFilters(`categories.${value as 'it'}`, { defaultValue: value })
        : tProfile(`interests.sectors.${value as 'health'}`, { defaultValue: value });
    const country = (code: string) => countryName(code, locale) || code;
    const list = (values: readonly string[], word: (value: string) => string) => values.map(word).join(', ');
    /** `2027-09` → `09/2027` (English) or `09.2027` (German), as people write a month. */
    const months = (text: string) =>
      text.replace(/\b(\d{4})-(\d{2})(?:-\d{2})?\b/g, (_, year: string, month: string) =>
        locale === 'de' ? `${month}.${year}` : `${month}/${year}`,
      );

    /** The server's language-neutral detail in words: fields and countries named, months as people write them. */
    const detail = (part: MatchExplanationPart) => {
      const words = part.detail;
      if (part.criterion === 'field')
        return words
          .split(/\s*,\s*/)
          .map((value) => (FIELD_SET.has(value) ? field(value) : value))
          .join(', ');
      if (part.criterion === 'country') return words.replace(/\b[A-Z]{2}\b/g, (code) => country(code));
      if (part.criterion === 'location')
        return words
          .split(/\s*,\s*/)
          .map((value) => city(value))
          .join(', ');
      return months(words);
    };
    return {
      city,
      field,
      country,
      list,
      months,
      criterion: (criterion: MatchCriterion) => translate(locale, CRITERION_KEY[criterion]),
      /** "German B2 ≥ B1", "Location Hamburg". */
      part: (part: MatchExplanationPart) =>
        [translate(locale, CRITERION_KEY[part.criterion]), detail(part)].filter(Boolean).join(' '),
    };
  }, [tFilters, tProfile, locale]);
}
