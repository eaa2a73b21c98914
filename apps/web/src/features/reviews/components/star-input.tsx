import { CircleAlert, Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';

/**
 * Stars 1–5 as a group of radio buttons (arrow keys move between them, each read out as "3 of 5
 * stars"); optional groups add "No rating" first.
 */
export function StarInput({
  name,
  legend,
  value,
  onChange,
  optional = false,
  error,
}: {
  name: string;
  legend: string;
  value: number | null | undefined;
  onChange: (value: number | null) => void;
  optional?: boolean;
  error?: string;
}) {
  const { t } = useTranslation('reviews');
  const errorId = error ? `${name}-error` : undefined;
  const choices: (number | null)[] = optional ? [null, 1, 2, 3, 4, 5] : [1, 2, 3, 4, 5];
  return (
    <fieldset className="grid gap-1.5" aria-describedby={errorId} aria-invalid={error ? true : undefined}>
      <legend className="mb-1.5 text-sm font-medium">
        {legend}
        {optional ? <span className="font-normal text-muted-foreground"> ({t('aspectsHint')})</span> : null}
      </legend>
      <div className="flex flex-wrap items-center gap-1">
        {choices.map((choice) => {
          const id = `${name}-${choice ?? 'none'}`;
          const checked = (value ?? null) === choice;
          const filled = choice !== null && value != null && choice <= value;
          return (
            <label
              key={id}
              htmlFor={id}
              className={cn(
                'relative grid min-h-11 min-w-11 cursor-pointer place-items-center rounded-control px-1 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
                choice === null && 'px-3 text-sm text-muted-foreground',
                choice === null && checked && 'bg-muted text-foreground',
              )}
            >
              <input
                id={id}
                type="radio"
                name={name}
                className="sr-only"
                checked={checked}
                onChange={() => onChange(choice)}
              />
              {choice === null ? (
                t('noAspect')
              ) : (
                <>
                  <Star
                    aria-hidden="true"
                    className={cn('size-7', filled ? 'fill-amber-500 text-amber-600' : 'text-muted-foreground')}
                  />
                  <span className="sr-only">{t('stars', { count: choice })}</span>
                </>
              )}
            </label>
          );
        })}
      </div>
      {error ? (
        <p id={errorId} className="flex items-start gap-1.5 text-sm font-medium text-destructive">
          <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>{error}</span>
        </p>
      ) : null}
    </fieldset>
  );
}
