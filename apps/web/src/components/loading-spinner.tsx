import { useTranslation } from 'react-i18next';
import { cn } from '../lib/cn';

export type SpinnerSize = 'sm' | 'md' | 'lg' | 'xl';

const iconSizes: Record<SpinnerSize, string> = {
  sm: 'size-4',
  md: 'size-6',
  lg: 'size-10',
  xl: 'size-16',
};

export interface LoadingSpinnerProps {
  size?: SpinnerSize;
  /** Shown under the spinner and read out by screen readers; "Loading…" (not shown) when left out. */
  text?: string;
  className?: string;
}

/** Tells everyone, screen reader users included, that something is on its way. */
export function LoadingSpinner({ size = 'md', text, className }: LoadingSpinnerProps) {
  const { t } = useTranslation();
  const label = text ?? t('loading');
  return (
    <div
      role="status"
      aria-label={label}
      data-size={size}
      className={cn('flex flex-col items-center justify-center gap-3 text-primary', className)}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        fill="none"
        className={cn('animate-spin motion-reduce:[animation-duration:1.5s]', iconSizes[size])}
      >
        <circle cx="12" cy="12" r="10" stroke="currentColor" strokeWidth="3" className="opacity-20" />
        <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
      {text ? (
        <span className={cn('text-muted-foreground', size === 'sm' || size === 'md' ? 'text-sm' : 'text-base')}>
          {text}
        </span>
      ) : (
        <span className="sr-only">{label}</span>
      )}
    </div>
  );
}
