import { formatTime } from '@azubi/shared/dates/format-date';
import { translate } from '../../../i18n/shared-text';
import { currentTimeZoneName, timeZoneCity, timeZoneOffsetLabel } from '@azubi/shared/interviews/interview-time';
import { Globe, LoaderCircle } from 'lucide-react';
import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { toast } from '../../../components/ui/use-toast';
import { useLocale } from '../../../i18n/use-locale';
import { useUpdateTimeZone } from '../../auth';
import { browserTimeZone } from '../../../lib/account/browser-time-zone';
import { useMe } from '../../../lib/account/use-me';
import { failureText } from '../../../components/failure-toast';
import { FormAlert } from '../../../components/form-alert';
import { useProfile } from '../../profile';
import type * as TimeZoneSearch from '../time-zone-search';
import { isCandidate } from '../../../lib/account/roles';

/** A zone as people look for it: "Kolkata – Asia/Kolkata (GMT+5:30)". */
function zoneLabel(zone: string, now: Date): string {
  const current = currentTimeZoneName(zone);
  return `${timeZoneCity(current)} – ${current.replace(/_/g, ' ')} (${timeZoneOffsetLabel(now, current)})`;
}

type SearchModule = typeof TimeZoneSearch;

/** The zone data and its search, downloaded when the list first opens. */
function useZoneSearch(open: boolean): SearchModule | null {
  const [loaded, setLoaded] = useState<SearchModule | null>(null);
  useEffect(() => {
    if (!open || loaded) return;
    let live = true;
    void import('../time-zone-search').then((module) => {
      if (live) setLoaded(module);
    });
    return () => {
      live = false;
    };
  }, [open, loaded]);
  return loaded;
}

/**
 * "Your time zone": the zone interview times are shown in, and a search to change it (saved to
 * the account, so e-mails and reminders use it too). The search finds a zone by country (English
 * or German), city or zone name; each result shows its offset and its time now; the zones of the
 * candidate's country and the browser's zone come first; only a click chooses (issue 28.1).
 */
export function TimeZoneControl() {
  const { t } = useTranslation('interviews');
  const locale = useLocale();
  const id = useId();
  const me = useMe({ enabled: false }).data;
  const saved = me?.user.timezone ? currentTimeZoneName(me.user.timezone) : null;
  const device = browserTimeZone();
  const shown = saved ?? device ?? 'Europe/Berlin';
  const update = useUpdateTimeZone();
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const [choice, setChoice] = useState(shown);
  const [error, setError] = useState<string | undefined>();
  const searchModule = useZoneSearch(open);
  const profileQuery = useProfile({ enabled: open && isCandidate(me?.user.role) });
  const country = profileQuery.data?.personal.country ?? null;

  const choices = useMemo(() => searchModule?.buildZoneChoices(locale) ?? [], [searchModule, locale]);
  const suggested = useMemo(() => {
    if (!searchModule) return [];
    const zones = [...searchModule.zonesOfCountry(choices, country), ...(device ? [device] : [])];
    return [...new Set(zones)].filter((zone) => choices.some((option) => option.zone === zone));
  }, [searchModule, choices, country, device]);
  const needle = search.trim();
  const results = useMemo(() => {
    if (!searchModule) return [];
    if (needle) return searchModule.searchZones(choices, needle, suggested);
    const first = suggested.map((zone) => choices.find((option) => option.zone === zone)!);
    return [...first, ...choices.filter((option) => !suggested.includes(option.zone))];
  }, [searchModule, choices, needle, suggested]);
  const now = new Date();
  const localTime = (zone: string) => formatTime(now, locale, { timeZone: zone });
  const chosen = choices.find((option) => option.zone === choice);

  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-3 rounded-card border border-border bg-background p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="grid gap-0.5">
          <h2 id={`${id}-title`} className="flex items-center gap-2 font-semibold text-brand-950">
            <Globe className="size-5 text-primary" aria-hidden="true" />
            {t('timeZone.title')}
          </h2>
          <p className="text-sm break-words text-muted-foreground">
            {saved
              ? t('timeZone.current', { zone: zoneLabel(saved, new Date()) })
              : t('timeZone.notSet', { zone: zoneLabel(shown, new Date()) })}
          </p>
        </div>
        <Button
          variant="outline"
          size="sm"
          aria-expanded={open}
          aria-controls={`${id}-panel`}
          onClick={() => {
            setOpen((value) => !value);
            setChoice(shown);
            setError(undefined);
          }}
        >
          {t('timeZone.change')}
        </Button>
      </div>
      {open ? (
        <form
          id={`${id}-panel`}
          noValidate
          className="grid gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            setError(undefined);
            update.mutate(
              { timezone: choice },
              {
                onSuccess: () => {
                  toast({ title: translate(locale, 'interviews.timezoneSaved'), variant: 'success' });
                  setOpen(false);
                },
                onError: (failure) => setError(failureText(failure, translate(locale, 'interviews.timezoneInvalid'))),
              },
            );
          }}
        >
          <FormAlert message={error} />
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-search`}>{t('timeZone.search')}</Label>
            <p id={`${id}-search-hint`} className="text-sm text-muted-foreground">
              {t('timeZone.searchHint')}
            </p>
            <Input
              id={`${id}-search`}
              type="search"
              value={search}
              autoComplete="off"
              aria-describedby={`${id}-search-hint`}
              aria-controls={`${id}-zones`}
              onChange={(event) => setSearch(event.target.value)}
              // Enter searches; only a click on a zone chooses, only "Save" saves.
              onKeyDown={(event) => {
                if (event.key === 'Enter') event.preventDefault();
              }}
            />
          </div>
          <p className="text-sm" aria-live="polite">
            {t('timeZone.selected', {
              zone: chosen ? `${chosen.city} (${chosen.country})` : timeZoneCity(choice),
              offset: timeZoneOffsetLabel(now, choice),
              time: localTime(choice),
            })}
          </p>
          <fieldset className="grid gap-1.5">
            <legend className="mb-1.5 text-sm font-medium">
              {needle ? t('timeZone.results', { count: results.length }) : t('timeZone.choose')}
            </legend>
            {!searchModule ? (
              <LoaderCircle className="size-5 animate-spin text-muted-foreground" aria-label={t('timeZone.loading')} />
            ) : results.length === 0 ? (
              <p role="status" className="text-sm text-muted-foreground">
                {t('timeZone.noMatch')}
              </p>
            ) : (
              <ul
                id={`${id}-zones`}
                className="grid max-h-80 gap-1 overflow-y-auto rounded-control border border-border p-1"
              >
                {results.map((option) => (
                  <li key={option.zone}>
                    <label className="flex cursor-pointer items-start gap-3 rounded-control px-2 py-2 hover:bg-muted has-[:checked]:bg-primary/10">
                      <input
                        type="radio"
                        name={`${id}-zone`}
                        value={option.zone}
                        checked={choice === option.zone}
                        onChange={() => setChoice(option.zone)}
                        className="mt-1 size-4 accent-primary"
                      />
                      <span className="grid min-w-0 flex-1 gap-0.5">
                        <span className="font-medium break-words">
                          {option.city} · {option.country}
                          {suggested.includes(option.zone) ? (
                            <span className="ml-2 rounded-full bg-muted px-2 py-0.5 text-xs font-normal text-muted-foreground">
                              {option.zone === device ? t('timeZone.deviceBadge') : t('timeZone.countryBadge')}
                            </span>
                          ) : null}
                        </span>
                        <span className="text-xs break-words text-muted-foreground">
                          {[option.zone.replace(/_/g, ' '), ...option.cities].join(' · ')}
                        </span>
                      </span>
                      <span className="shrink-0 text-right text-sm tabular-nums">
                        {t('timeZone.now', { time: localTime(option.zone) })}
                        <span className="block text-xs text-muted-foreground">
                          {timeZoneOffsetLabel(now, option.zone)}
                        </span>
                      </span>
                    </label>
                  </li>
                ))}
              </ul>
            )}
          </fieldset>
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={update.isPending}>
              {update.isPending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
              {t('timeZone.save')}
            </Button>
            {device && device !== choice ? (
              <Button variant="ghost" onClick={() => setChoice(device)}>
                {t('timeZone.useDevice', { zone: timeZoneCity(device) })}
              </Button>
            ) : null}
          </div>
        </form>
      ) : null}
    </section>
  );
}
