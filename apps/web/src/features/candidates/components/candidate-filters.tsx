import { CANDIDATE_FIELDS, CANDIDATE_SORTS } from '@azubi/shared/candidates/candidate-search-options';
import { GERMAN_LEVELS, PROGRAM_TYPES } from '@azubi/shared/listings/listing-options';
import { CERTIFICATE_TYPES } from '@azubi/shared/profile/profile-rules';
import { SlidersHorizontal } from 'lucide-react';
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useAfterHydration } from '../../../lib/use-after-hydration';
import { useTypedBeforeStart } from '../../../lib/use-typed-before-start';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { useCountryOptions } from '../../../lib/countries';
import { useCandidateLabels } from '../hooks/use-candidate-labels';

type Draft = Record<string, string>;
type ListName = 'programs' | 'certificateTypes' | 'fields';
const FLAGS = ['willingToRelocate', 'driversLicense', 'workPermit'] as const;

/** The search's filters as a form; applying them writes the page's address (the API's names). */
export function CandidateFilters({
  params,
  onApply,
  listings = [],
}: {
  params: URLSearchParams;
  onApply: (next: URLSearchParams) => void;
  /** The company's active listings: "Best fit for" one adds its requirements to the order. */
  listings?: readonly { id: string; title: string }[];
}) {
  const { t } = useTranslation('candidates');
  const labels = useCandidateLabels();
  const countries = useCountryOptions();
  const id = useId();
  const [draft, setDraft] = useState<Draft>(() => Object.fromEntries(params));
  const set = (name: string, value: string) => setDraft((current) => ({ ...current, [name]: value }));
  const textField = useRef<HTMLInputElement>(null);
  useTypedBeforeStart(textField, draft.q ?? '', (typed) => set('q', typed));
  const started = useAfterHydration();
  const listOf = (name: ListName) => (draft[name] ?? '').split(',').filter(Boolean);
  const toggle = (name: ListName, value: string, on: boolean) => {
    const list = new Set(listOf(name));
    if (on) list.add(value);
    else list.delete(value);
    set(name, [...list].join(','));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = new URLSearchParams();
    for (const [name, value] of Object.entries(draft)) if (value.trim()) next.set(name, value.trim());
    onApply(next);
  };
  const reset = () => {
    setDraft({});
    onApply(new URLSearchParams());
  };

  const checks = (name: ListName, values: readonly string[], label: (v: string) => string) => (
    <div className="flex flex-wrap gap-x-4 gap-y-2">
      {values.map((value) => {
        const checkId = `${id}-${name}-${value}`;
        return (
          <div key={value} className="flex min-h-9 items-center gap-2">
            <Checkbox
              id={checkId}
              checked={listOf(name).includes(value)}
              onCheckedChange={(on) => toggle(name, value, on === true)}
            />
            <Label htmlFor={checkId} className="font-normal">
              {label(value)}
            </Label>
          </div>
        );
      })}
    </div>
  );

  return (
    <form
      onSubmit={submit}
      role="search"
      aria-label={t('filters.label')}
      className="grid gap-4 rounded-card border border-border bg-background p-4"
    >
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-q`}>{t('filters.q')}</Label>
        <Input
          ref={textField}
          id={`${id}-q`}
          type="search"
          value={draft.q ?? ''}
          maxLength={200}
          placeholder={t('filters.qPlaceholder')}
          onChange={(event) => set('q', event.target.value)}
        />
      </div>
      <details className="group rounded-control border border-border px-3 py-2" open={hasFilters(params)}>
        <summary className="flex min-h-10 cursor-pointer items-center gap-2 font-semibold">
          <SlidersHorizontal className="size-5 text-primary" aria-hidden="true" />
          {t('filters.more')}
        </summary>
        <div className="mt-3 grid gap-5">
          <Group legend={t('filters.programs')}>{checks('programs', PROGRAM_TYPES, labels.program)}</Group>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field id={`${id}-level`} label={t('filters.minGermanLevel')}>
              <NativeSelect
                id={`${id}-level`}
                value={draft.minGermanLevel ?? ''}
                placeholder={t('filters.anyLevel')}
                options={GERMAN_LEVELS.map((level) => ({ value: level, label: labels.level(level) }))}
                onChange={(event) => set('minGermanLevel', event.target.value)}
              />
            </Field>
            <Field id={`${id}-country`} label={t('filters.country')}>
              <NativeSelect
                id={`${id}-country`}
                value={draft.country ?? ''}
                placeholder={t('filters.anyCountry')}
                options={countries}
                onChange={(event) => set('country', event.target.value)}
              />
            </Field>
          </div>
          <Group legend={t('filters.certificateTypes')}>
            {checks('certificateTypes', CERTIFICATE_TYPES, labels.certificate)}
          </Group>
          <Group legend={t('filters.fields')}>{checks('fields', CANDIDATE_FIELDS, labels.interest)}</Group>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field id={`${id}-location`} label={t('filters.location')}>
              <Input
                id={`${id}-location`}
                value={draft.location ?? ''}
                maxLength={100}
                onChange={(event) => set('location', event.target.value)}
              />
            </Field>
            <Field id={`${id}-available`} label={t('filters.availableBy')}>
              <Input
                id={`${id}-available`}
                type="date"
                value={draft.availableBy ?? ''}
                onChange={(event) => set('availableBy', event.target.value)}
              />
            </Field>
            <Field id={`${id}-min-age`} label={t('filters.minAge')}>
              <Input
                id={`${id}-min-age`}
                type="number"
                inputMode="numeric"
                min={16}
                max={99}
                value={draft.minAge ?? ''}
                onChange={(event) => set('minAge', event.target.value)}
              />
            </Field>
            <Field id={`${id}-max-age`} label={t('filters.maxAge')}>
              <Input
                id={`${id}-max-age`}
                type="number"
                inputMode="numeric"
                min={16}
                max={99}
                value={draft.maxAge ?? ''}
                onChange={(event) => set('maxAge', event.target.value)}
              />
            </Field>
            <Field id={`${id}-visa`} label={t('filters.visa')}>
              <NativeSelect
                id={`${id}-visa`}
                value={draft.visaRequired ?? ''}
                placeholder={t('filters.visaAny')}
                options={[
                  { value: 'false', label: t('filters.visaNo') },
                  { value: 'true', label: t('filters.visaYes') },
                ]}
                onChange={(event) => set('visaRequired', event.target.value)}
              />
            </Field>
          </div>
          <div className="flex flex-wrap gap-x-6 gap-y-2">
            {FLAGS.map((flag) => (
              <div key={flag} className="flex min-h-9 items-center gap-2">
                <Checkbox
                  id={`${id}-${flag}`}
                  checked={draft[flag] === 'true'}
                  onCheckedChange={(on) => set(flag, on === true ? 'true' : '')}
                />
                <Label htmlFor={`${id}-${flag}`} className="font-normal">
                  {t(`filters.${flag}`)}
                </Label>
              </div>
            ))}
          </div>
        </div>
      </details>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex min-w-0 flex-wrap items-end gap-3">
          <Field id={`${id}-sort`} label={t('filters.sort')}>
            <NativeSelect
              id={`${id}-sort`}
              value={draft.sort ?? 'fit'}
              options={CANDIDATE_SORTS.map((sort) => ({ value: sort, label: t(`filters.sorts.${sort}`) }))}
              onChange={(event) => set('sort', event.target.value)}
            />
          </Field>
          {listings.length > 0 ? (
            <Field id={`${id}-listing`} label={t('filters.listing')}>
              <NativeSelect
                id={`${id}-listing`}
                className="max-w-72"
                value={draft.listingId ?? ''}
                placeholder={t('filters.anyListing')}
                options={listings.map((listing) => ({ value: listing.id, label: listing.title }))}
                onChange={(event) => set('listingId', event.target.value)}
              />
            </Field>
          ) : null}
        </div>
        <div className="flex gap-2">
          <Button type="button" variant="outline" onClick={reset}>
            {t('filters.reset')}
          </Button>
          {/* On a page sent rendered, a plain submit before the app runs would drop the filters: it waits. */}
          <Button type="submit" disabled={!started}>
            {t('filters.apply')}
          </Button>
        </div>
      </div>
    </form>
  );
}

function hasFilters(params: URLSearchParams) {
  return [...params.keys()].some((key) => key !== 'q' && key !== 'sort' && key !== 'listingId');
}

function Field({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="grid min-w-0 gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children}
    </div>
  );
}

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 font-medium">{legend}</legend>
      {children}
    </fieldset>
  );
}
