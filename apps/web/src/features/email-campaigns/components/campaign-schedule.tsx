import { formatInterviewTime, timeZoneCity } from '@azubi/shared/interviews/interview-time';
import { Send } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/form-field';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { useLocale } from '../../../i18n/use-locale';

export type SendWhen = 'now' | 'later';

export interface CampaignScheduleProps {
  id: string;
  when: SendWhen;
  onWhen: (when: SendWhen) => void;
  /** The time as the field writes it ("2027-03-28T10:30"), in the admin's zone, and that instant. */
  at: string;
  onAt: (at: string) => void;
  atInstant: Date | null;
  /** The time's message, already translated. */
  atError: string | undefined;
  zone: string;
  /** When the campaign is scheduled now, if it is. */
  scheduledAt: string | null | undefined;
  busy: boolean;
  onSend: () => void;
}

/** Sending now or at a time in the admin's time zone. */
export function CampaignSchedule({
  id,
  when,
  onWhen,
  at,
  onAt,
  atInstant,
  atError,
  zone,
  scheduledAt,
  busy,
  onSend,
}: CampaignScheduleProps) {
  const { t } = useTranslation('campaigns');
  const locale = useLocale();
  return (
    <fieldset className="grid gap-3 rounded-card border border-border p-4">
      <legend className="px-1 text-lg font-semibold text-brand-950">{t('send.title')}</legend>
      <div role="radiogroup" aria-label={t('send.when')} className="flex flex-wrap gap-x-6 gap-y-2">
        {(['now', 'later'] as const).map((option) => (
          <label key={option} className="flex min-h-11 items-center gap-2">
            <input
              type="radio"
              name={`${id}-when`}
              value={option}
              checked={when === option}
              onChange={() => onWhen(option)}
              className="size-5 accent-primary"
            />
            {t(`send.${option}`)}
          </label>
        ))}
      </div>
      {when === 'later' ? (
        <FormField
          id={`${id}-at`}
          label={t('send.at', { zone: timeZoneCity(zone) })}
          hint={
            atInstant
              ? t('send.atHint', { time: formatInterviewTime(atInstant, zone, locale) })
              : t('send.zoneHint', { zone })
          }
          error={atError}
          className="max-w-sm"
        >
          {(control) => (
            <Input {...control} type="datetime-local" value={at} onChange={(event) => onAt(event.target.value)} />
          )}
        </FormField>
      ) : null}
      {scheduledAt ? (
        <p className="text-sm">
          {t('send.currentlyScheduled', { time: formatInterviewTime(scheduledAt, zone, locale) })}
        </p>
      ) : null}
      <div>
        <Button type="button" disabled={busy} onClick={onSend}>
          <Send aria-hidden="true" />
          {when === 'later' ? t('send.schedule') : t('send.sendNow')}
        </Button>
      </div>
    </fieldset>
  );
}
