import type { CandidateApplication } from '@azubi/shared/applications/applications';
import { useTranslation } from 'react-i18next';
import { useListingFormat } from '../../../hooks/use-listing-format';

/** The statuses an application went through, oldest first, each with its date. */
export function StatusHistory({ history }: { history: CandidateApplication['history'] }) {
  const { t } = useTranslation('applications');
  const format = useListingFormat();
  if (history.length === 0) return null;
  return (
    <ol className="grid gap-2 border-l-2 border-border pl-4" aria-label={t('history.label')}>
      {history.map((entry, index) => (
        <li key={`${entry.at}-${index}`} className="relative text-sm">
          <span
            aria-hidden="true"
            className="absolute top-1.5 -left-[1.3rem] size-2.5 rounded-full border-2 border-background bg-primary"
          />
          <span className="font-medium">{t(`statuses.${entry.toStatus}`)}</span>
          <span className="text-muted-foreground"> · {format.dateTime(entry.at)}</span>
        </li>
      ))}
    </ol>
  );
}
