import type { TimelineEntry } from '@azubi/shared/billing/billing';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';
import { useBillingFormat } from '../hooks/use-billing-format';

/**
 * The trial, the paid months and packages and the monthly plan's renewal as one list in order
 * (docs/decisions/README.md "Trial and paying"): what runs now, what is paid until when, what renews and what
 * does not. Nothing while only one stretch runs without anything after it.
 */
export function AccessTimeline({ timeline }: { timeline: TimelineEntry[] }) {
  const { t } = useTranslation('billing');
  const format = useBillingFormat();
  if (timeline.length < 2) return null;
  return (
    <div className="grid gap-2">
      <h3 id="access-timeline-title" className="font-semibold text-brand-950">
        {t('timeline.title')}
      </h3>
      <ol aria-labelledby="access-timeline-title" className="grid gap-2 border-l-2 border-border pl-4">
        {timeline.map((entry) => {
          const name =
            entry.kind === 'trial'
              ? t('timeline.trial')
              : entry.kind === 'grant'
                ? (entry.planName ?? t('timeline.grant'))
                : entry.kind === 'monthly'
                  ? t('timeline.monthly')
                  : entry.kind === 'renewal'
                    ? (entry.planName ?? t('timeline.renewalTitle'))
                    : (entry.planName ?? '');
          const when =
            entry.kind === 'renewal'
              ? t('timeline.renews', { date: format.date(entry.startsAt) })
              : t('timeline.range', { start: format.date(entry.startsAt), end: format.date(entry.endsAt ?? '') });
          return (
            <li key={`${entry.kind}-${entry.startsAt}`} className="grid gap-0.5">
              <span className={cn('font-semibold', entry.current ? 'text-brand-950' : 'text-foreground')}>
                {name}
                {entry.current ? (
                  <span className="ml-2 rounded-full bg-secondary px-2 py-0.5 text-xs font-semibold text-brand-950">
                    {t('timeline.now')}
                  </span>
                ) : null}
              </span>
              <span className="text-sm text-muted-foreground">
                {when}
                {entry.kind === 'package' || entry.kind === 'grant' ? ` · ${t('timeline.noRenew')}` : ''}
              </span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
