import { daysInRange } from '@azubi/shared/dates/period';
import { isCalendarDate } from '@azubi/shared/listings/listing-options';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../lib/cn';
import { presetPeriod, todayUtc, type Period } from '../lib/period';
import { Button } from './ui/button';
import { Input } from './ui/input';
import { Label } from './ui/label';

export interface PeriodPickerTexts {
  /** The group's legend ("Period"). */
  period: string;
  /** A choice's label: a preset's ("Last 30 days") or "custom"'s. */
  choice: (choice: number | 'custom') => string;
  from: string;
  to: string;
  /** The custom range's button ("Show"). */
  apply: string;
  rangeInvalid: string;
  rangeTooLong: string;
}

/**
 * The texts from an analytics page's namespace, which holds them under the same keys: `period`,
 * `presets.<days>` and `presets.custom`, `from`, `to`, `apply`, `rangeInvalid`, `rangeTooLong`.
 */
export function usePeriodPickerTexts(namespace: 'analytics' | 'adminAnalytics'): PeriodPickerTexts {
  const { t } = useTranslation(namespace);
  return {
    period: t('period'),
    choice: (choice) => t(`presets.${choice}` as 'presets.custom'),
    from: t('from'),
    to: t('to'),
    apply: t('apply'),
    rangeInvalid: t('rangeInvalid'),
    rangeTooLong: t('rangeTooLong'),
  };
}

export interface PeriodPickerProps<P extends number> {
  value: Period<P>;
  onChange: (period: Period<P>) => void;
  /** The presets (days ending today) and the longest custom range. */
  presets: readonly P[];
  maxDays: number;
  texts: PeriodPickerTexts;
}

/**
 * The period picker of the analytics pages: the presets as one group of choices, or a custom
 * range of dates (at most `maxDays`, the end not before the start) shown with the apply button.
 */
export function PeriodPicker<P extends number>({ value, onChange, presets, maxDays, texts }: PeriodPickerProps<P>) {
  const id = useId();
  const [custom, setCustom] = useState(value.preset === 'custom');
  const [from, setFrom] = useState(value.from);
  const [to, setTo] = useState(value.to);
  const days = isCalendarDate(from) && isCalendarDate(to) ? daysInRange(from, to) : 0;
  const error =
    !isCalendarDate(from) || !isCalendarDate(to)
      ? null
      : days < 1
        ? texts.rangeInvalid
        : days > maxDays
          ? texts.rangeTooLong
          : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (error || !isCalendarDate(from) || !isCalendarDate(to)) return;
    onChange({ preset: 'custom', from, to });
  };

  const choices: readonly (P | 'custom')[] = [...presets, 'custom'];
  // Five choices make two rows on a phone; four fit in one.
  const wide = choices.length > 4;
  return (
    <div className="grid gap-3">
      <fieldset className="grid min-w-0 gap-1.5">
        <legend className="mb-1.5 text-sm font-medium">{texts.period}</legend>
        <div
          className={cn(
            'w-full rounded-control border border-input bg-background p-1 sm:w-auto',
            wide ? 'grid grid-cols-3 gap-1 sm:inline-flex sm:gap-0' : 'inline-flex',
          )}
        >
          {choices.map((choice) => {
            const checked = choice === 'custom' ? custom : !custom && value.preset === choice;
            return (
              <label
                key={choice}
                className={cn(
                  'relative flex h-9 min-w-0 flex-1 cursor-pointer items-center justify-center rounded-[calc(var(--radius-control)-2px)] text-sm font-semibold whitespace-nowrap sm:flex-none sm:px-3',
                  wide ? 'px-1.5' : 'px-2',
                  'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
                  checked ? 'bg-primary text-primary-foreground' : 'text-muted-foreground hover:bg-muted',
                )}
              >
                <input
                  type="radio"
                  name={`${id}-period`}
                  value={String(choice)}
                  checked={checked}
                  className="sr-only"
                  onChange={() => {
                    if (choice === 'custom') {
                      setCustom(true);
                      return;
                    }
                    setCustom(false);
                    onChange(presetPeriod(choice));
                  }}
                />
                {texts.choice(choice)}
              </label>
            );
          })}
        </div>
      </fieldset>
      {custom ? (
        <form onSubmit={submit} className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end" noValidate>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-from`}>{texts.from}</Label>
            <Input
              id={`${id}-from`}
              type="date"
              value={from}
              max={todayUtc()}
              onChange={(event) => setFrom(event.target.value)}
              required
            />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-to`}>{texts.to}</Label>
            <Input
              id={`${id}-to`}
              type="date"
              value={to}
              onChange={(event) => setTo(event.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              required
            />
          </div>
          <Button type="submit" variant="secondary">
            {texts.apply}
          </Button>
          {error ? (
            <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive sm:col-span-3">
              {error}
            </p>
          ) : null}
        </form>
      ) : null}
    </div>
  );
}
