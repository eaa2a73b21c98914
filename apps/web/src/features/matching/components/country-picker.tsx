import { PREFERRED_COUNTRIES_MAX } from '@azubi/shared/matching/matching';
import { CircleAlert, X } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { useCountryOptions } from '../../../lib/countries';
import { useMatchingLabels } from '../hooks/use-matching-labels';

/**
 * Preferred candidate countries: chosen one at a time from the full list (a phone shows its own
 * picker), each shown with a button that removes it.
 */
export function CountryPicker({
  value,
  onChange,
  error,
}: {
  value: readonly string[];
  onChange: (next: string[]) => void;
  error?: string;
}) {
  const { t } = useTranslation('matching');
  const labels = useMatchingLabels();
  const countries = useCountryOptions();
  const id = useId();
  const available = countries.filter((country) => !value.includes(country.value));
  return (
    <fieldset className="grid gap-2" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-1 text-base font-medium">{t('form.preferredCountries')}</legend>
      {value.length ? (
        <ul className="flex flex-wrap gap-2">
          {value.map((code) => (
            <li
              key={code}
              className="inline-flex items-center gap-1 rounded-full border border-border bg-muted py-0.5 pr-0.5 pl-3 text-sm"
            >
              {labels.country(code)}
              <button
                type="button"
                onClick={() => onChange(value.filter((item) => item !== code))}
                aria-label={t('form.removeCountry', { country: labels.country(code) })}
                className="inline-flex size-9 items-center justify-center rounded-full hover:bg-background pointer-coarse:size-11"
              >
                <X className="size-4" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">{t('form.noCountries')}</p>
      )}
      {value.length < PREFERRED_COUNTRIES_MAX ? (
        <div className="grid gap-1.5 sm:max-w-sm">
          <Label htmlFor={`${id}-add`}>{t('form.addCountry')}</Label>
          <NativeSelect
            id={`${id}-add`}
            value=""
            placeholder={t('form.chooseCountry')}
            options={available}
            onChange={(event) => {
              if (event.target.value) onChange([...value, event.target.value]);
            }}
          />
        </div>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="flex items-start gap-1.5 text-sm font-medium text-destructive">
          <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>{error}</span>
        </p>
      ) : null}
    </fieldset>
  );
}
