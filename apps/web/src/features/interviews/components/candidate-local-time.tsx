import { formatInterviewTime, isNightIn, localDateTimeToUtc } from '@azubi/shared/interviews/interview-time';
import { Moon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../i18n/use-locale';

/**
 * Beside a date and time the employer types: the same moment on the candidate's clock, live,
 * and a warning when it falls at night there (22:00–07:00). The form warns; it does not refuse.
 */
export function CandidateLocalTime({
  id,
  date,
  time,
  employerZone,
  candidateZone,
}: {
  id: string;
  date: string;
  time: string;
  employerZone: string;
  candidateZone: string;
}) {
  const { t } = useTranslation('interviews');
  const locale = useLocale();
  const instant = date && time ? localDateTimeToUtc({ date, time }, employerZone) : null;
  if (!instant) return null;
  return (
    <div id={id} className="grid gap-1 text-sm" aria-live="polite">
      <p className="font-medium break-words text-brand-950">
        {t('schedule.candidateLocal', { time: formatInterviewTime(instant, candidateZone, locale) })}
      </p>
      {isNightIn(instant, candidateZone) ? (
        <p className="flex items-start gap-1.5 rounded-control bg-amber-50 px-2 py-1.5 font-medium text-amber-950">
          <Moon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {t('schedule.nightWarning')}
        </p>
      ) : null}
    </div>
  );
}
