import { useTranslation } from 'react-i18next';

/** "6 of 11 done" with a bar; the text says it, the bar shows it. */
export function PlacementProgress({ done, total, className }: { done: number; total: number; className?: string }) {
  const { t } = useTranslation('placements');
  const text = t('tracker.progress', { done, total });
  const percent = total === 0 ? 0 : Math.round((done / total) * 100);
  return (
    <div className={className}>
      <p className="text-sm font-semibold" data-testid="placement-progress">
        {text}
      </p>
      <div
        role="progressbar"
        aria-label={t('tracker.progressLabel')}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={done}
        aria-valuetext={text}
        className="mt-1 h-2.5 w-full overflow-hidden rounded-full bg-muted"
      >
        <div className="h-full rounded-full bg-success" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
