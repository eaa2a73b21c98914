import { formatInterviewTime } from '@azubi/shared/interviews/interview-time';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../i18n/use-locale';

/**
 * One instant in the reader's zone and in the other side's, side by side (docs/decisions/README.md: always
 * with the zone, so nobody has to work out the difference).
 */
export function InterviewTimes({
  instant,
  viewerZone,
  otherZone,
  otherLabel,
}: {
  instant: string;
  viewerZone: string;
  otherZone: string;
  otherLabel: string;
}) {
  const { t } = useTranslation('interviews');
  const locale = useLocale();
  const same = viewerZone === otherZone;
  return (
    <dl className="grid gap-2 sm:grid-cols-2">
      <div className="grid gap-0.5 rounded-control bg-secondary px-3 py-2">
        <dt className="text-sm font-medium text-muted-foreground">{t('card.yourTime')}</dt>
        <dd className="font-semibold break-words text-brand-950">{formatInterviewTime(instant, viewerZone, locale)}</dd>
      </div>
      <div className="grid gap-0.5 rounded-control border border-border px-3 py-2">
        <dt className="text-sm font-medium text-muted-foreground">{otherLabel}</dt>
        <dd className="break-words">{same ? t('card.sameZone') : formatInterviewTime(instant, otherZone, locale)}</dd>
      </div>
    </dl>
  );
}
