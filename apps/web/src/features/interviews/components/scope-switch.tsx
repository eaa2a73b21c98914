import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';

export type InterviewScope = 'upcoming' | 'past';

/** Upcoming or past interviews: two buttons, the chosen one pressed (said in words, not only colour). */
export function ScopeSwitch({ value, onChange }: { value: InterviewScope; onChange: (scope: InterviewScope) => void }) {
  const { t } = useTranslation('interviews');
  return (
    <div role="group" aria-label={t('scope.label')} className="inline-flex gap-1 rounded-control bg-muted p-1">
      {(['upcoming', 'past'] as const).map((scope) => (
        <button
          key={scope}
          type="button"
          aria-pressed={value === scope}
          onClick={() => onChange(scope)}
          className={cn(
            'inline-flex min-h-11 items-center rounded-md px-4 font-medium text-muted-foreground hover:text-foreground',
            value === scope && 'bg-background text-foreground shadow-sm',
          )}
        >
          {t(`scope.${scope}`)}
        </button>
      ))}
    </div>
  );
}
