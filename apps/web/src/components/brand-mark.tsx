import { cn } from '../lib/cn';

/** The Azubi Connect logo mark (same drawing as public/favicon.svg). Decorative: the brand name sits beside it. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={cn('size-8 shrink-0', className)}>
      <rect width="32" height="32" rx="7" fill="#0e5a73" />
      <path
        d="M9 23 16 8l7 15"
        fill="none"
        stroke="#fff"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path d="M11.5 18h9" stroke="#5eead4" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
