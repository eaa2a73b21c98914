import {
  ADMIN_ANALYTICS_MAX_DAYS,
  ADMIN_ANALYTICS_PRESETS,
  periodDays,
  type AdminAnalyticsPreset,
} from '@azubi/shared/admin/admin-analytics';
import { isCalendarDate } from '@azubi/shared/listings/listing';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { cn } from '../../../lib/cn';

export type AdminPeriod = { preset: AdminAnalyticsPreset | 'custom'; from: string; to: string };

const DAY_MS = 24 * 60 * 60 * 1000;
/** Today as a UTC calendar date: the analytics count whole UTC days. */
export const todayUtc = (now = new Date()) => now.toISOString().slice(0, 10);
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The last `days` days up to and including today. */
export function presetPeriod(days: AdminAnalyticsPreset, now = new Date()): AdminPeriod {
  const to = todayUtc(now);
  return { preset: days, from: addDays(to, -(days - 1)), to };
}

/** The period from the page address (`period=7|30|90|365`, or `custom` with `from` and `to`); else 30 days. */
export function periodFromParams(params: URLSearchParams, now = new Date()): AdminPeriod {
  const period = params.get('period');
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  if (period === 'custom' && isCalendarDate(from) && isCalendarDate(to)) {
    const days = periodDays(from, to);
    if (days >= 1 && days <= ADMIN_ANALYTICS_MAX_DAYS) return { preset: 'custom', from, to };
  }
  const preset = ADMIN_ANALYTICS_PRESETS.find((days) => String(days) === period) ?? 30;
  return presetPeriod(preset, now);
}

/**
 * 7, 30, 90 or 365 days as one group of choices, or a custom range (at most 366 days, the end
 * not before the start) shown with "Show".
 */
export function AdminPeriodPicker({
  value,
  onChange,
}: {
  value: AdminPeriod;
  onChange: (period: AdminPeriod) => void;
}) {
  const { t } = useTranslation('adminAnalytics');
  const id = useId();
  const [custom, setCustom] = useState(value.preset === 'custom');
  const [from, setFrom] = useState(value.from);
  const [to, setTo] = useState(value.to);
  const days = isCalendarDate(from) && isCalendarDate(to) ? periodDays(from, to) : 0;
  const error =
    !isCalendarDate(from) || !isCalendarDate(to)
      ? null
      : days < 1
        ? t('rangeInvalid')
        : days > ADMIN_ANALYTICS_MAX_DAYS
          ? t('rangeTooLong')
          : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (error || !isCalendarDate(from) || !isCalendarDate(to)) return;
    onChange({ preset: 'custom', from, to });
  };

  const choices = [...ADMIN_ANALYTICS_PRESETS, 'custom'] as const;
  return (
    <div className="grid gap-3">
      <fieldset className="grid min-w-0 gap-1.5">
        <legend className="mb-1.5 text-sm font-medium">{t('period')}</legend>
        <div className="grid w-full grid-cols-3 gap-1 rounded-control border border-input bg-background p-1 sm:inline-flex sm:w-auto sm:gap-0">
          {choices.map((choice) => {
            const checked = choice === 'custom' ? custom : !custom && value.preset === choice;
            return (
              <label
                key={choice}
                className={cn(
                  'relative flex h-9 min-w-0 flex-1 cursor-pointer items-center justify-center rounded-[calc(var(--radius-control)-2px)] px-1.5 text-sm font-semibold whitespace-nowrap sm:flex-none sm:px-3',
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
                {t(`presets.${choice}`)}
              </label>
            );
          })}
        </div>
      </fieldset>
      {custom ? (
        <form onSubmit={submit} className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end" noValidate>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-from`}>{t('from')}</Label>
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
            <Label htmlFor={`${id}-to`}>{t('to')}</Label>
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
            {t('apply')}
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
