import { SquareKanban, List } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';
import type { ApplicationsView } from '../board';

/** List or board: one choice of two, as radio buttons that look like a segmented control. */
export function ApplicationsViewToggle({
  value,
  onChange,
}: {
  value: ApplicationsView;
  onChange: (view: ApplicationsView) => void;
}) {
  const { t } = useTranslation('applications');
  const name = useId();
  const choices = [
    { view: 'list', label: t('board.list'), icon: List },
    { view: 'board', label: t('board.boardView'), icon: SquareKanban },
  ] as const;
  return (
    <fieldset className="min-w-0">
      <legend className="sr-only">{t('board.view')}</legend>
      <div className="inline-flex rounded-control border border-input bg-background p-1">
        {choices.map(({ view, label, icon: Icon }) => (
          <label
            key={view}
            className={cn(
              'flex h-9 cursor-pointer items-center gap-2 rounded-[calc(var(--radius-control)-2px)] px-3 text-sm font-semibold',
              'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
              value === view ? 'bg-primary text-primary-foreground' : 'text-muted-foreground hover:bg-muted',
            )}
          >
            <input
              type="radio"
              name={name}
              value={view}
              checked={value === view}
              onChange={() => onChange(view)}
              className="sr-only"
            />
            <Icon className="size-4" aria-hidden="true" />
            {label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
