import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../i18n/use-locale';
import { countryName } from '../../../lib/countries';

/**
 * The words the profile editor shows for a candidate's stored values (levels, certificates,
 * programs, fields, sectors, countries), so an employer reads "B1 – Intermediate" and "Health &
 * Care" rather than "B1" and "health". Pages using it load `profileEditor` and `searchFilters`.
 */
export function useCandidateLabels() {
  const { t: tProfile } = useTranslation('profileEditor');
  const { t: tFilters } = useTranslation('searchFilters');
  const { t } = useTranslation('candidates');
  const locale = useLocale();
  return {
    level: (level: string) => tProfile(`language.levels.${level as 'A1'}`, { defaultValue: level }),
    certificate: (type: string) => tProfile(`language.certificateTypes.${type as 'goethe'}`, { defaultValue: type }),
    program: (program: string) => tProfile(`interests.programTypes.${program as 'fsj'}`, { defaultValue: program }),
    /** Ausbildung fields are the search categories; FSJ/BFD sectors have their own words. */
    field: (field: string) => tFilters(`categories.${field as 'it'}`, { defaultValue: field }),
    sector: (sector: string) => tProfile(`interests.sectors.${sector as 'health'}`, { defaultValue: sector }),
    /** A field of interest from the search's list: an Ausbildung field first, else a sector. */
    interest: (value: string) =>
      tFilters(`categories.${value as 'it'}`, {
        defaultValue: tProfile(`interests.sectors.${value as 'health'}`, { defaultValue: value }),
      }),
    country: (code: string | null) => countryName(code, locale),
    ageBand: (band: string) => t('ageBand', { band: band.replace('-', '–') }),
    code: (code: string) => t('anonymousName', { code }),
  };
}
