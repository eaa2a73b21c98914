import { translate } from '@azubi/shared/i18n/messages';
import { timeZoneCity, timeZoneOffsetLabel } from '@azubi/shared/interviews/interview-time';
import { Globe, LoaderCircle } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { toast } from '../../../components/ui/use-toast';
import { useLocale } from '../../../i18n/use-locale';
import { useMe } from '../../auth/api/use-me';
import { useUpdateTimeZone } from '../../auth/api/use-update-time-zone';
import { failureText } from '../../auth/components/failure-toast';
import { FormAlert } from '../../auth/components/form-alert';
import { browserTimeZone } from '../../auth/hooks/use-default-time-zone';

function allTimeZones(): string[] {
  try {
    return Intl.supportedValuesOf('timeZone');
  } catch {
    return [];
  }
}

/** A zone as people look for it: "Kolkata – Asia/Kolkata (GMT+5:30)". */
function zoneLabel(zone: string, now: Date): string {
  return `${timeZoneCity(zone)} – ${zone.replace(/_/g, ' ')} (${timeZoneOffsetLabel(now, zone)})`;
}

/**
 * "Your time zone": the zone interview times are shown in, and a searchable list to change it
 * (saved to the account, so e-mails and reminders use it too).
 */
export function TimeZoneControl() {
  const { t } = useTranslation('interviews');
  const locale = useLocale();
  const id = useId();
  const me = useMe({ enabled: false }).data;
  const saved = me?.user.timezone ?? null;
  const device = browserTimeZone();
  const shown = saved ?? device ?? 'Europe/Berlin';
  const update = useUpdateTimeZone();
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const [choice, setChoice] = useState(shown);
  const [error, setError] = useState<string | undefined>();

  // Only once the list is opened: a label per zone costs a formatter each.
  const zones = useMemo(() => {
    if (!open) return [];
    const now = new Date();
    return allTimeZones().map((zone) => ({ value: zone, label: zoneLabel(zone, now) }));
  }, [open]);
  const needle = search.trim().toLowerCase().replace(/\s+/g, ' ');
  const matches = needle ? zones.filter((zone) => zone.label.toLowerCase().replace(/_/g, ' ').includes(needle)) : zones;
  // The chosen zone stays in the list while searching, so the select never shows something else.
  const options =
    matches.some((zone) => zone.value === choice) || !zones.some((zone) => zone.value === choice)
      ? matches
      : [zones.find((zone) => zone.value === choice) ?? { value: choice, label: choice }, ...matches];

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
              onChange={(event) => {
                setSearch(event.target.value);
                const needleNow = event.target.value.trim().toLowerCase();
                const first = zones.find((zone) => zone.label.toLowerCase().replace(/_/g, ' ').includes(needleNow));
                if (needleNow && first) setChoice(first.value);
              }}
            />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-zone`}>{t('timeZone.choose')}</Label>
            <NativeSelect
              id={`${id}-zone`}
              value={choice}
              onChange={(event) => setChoice(event.target.value)}
              options={options}
            />
            {needle && matches.length === 0 ? (
              <p role="status" className="text-sm text-muted-foreground">
                {t('timeZone.noMatch')}
              </p>
            ) : null}
          </div>
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
