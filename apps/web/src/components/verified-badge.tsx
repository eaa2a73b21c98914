import { BadgeCheck } from 'lucide-react';
import { cn } from '../lib/cn';

/**
 * The verified-company badge beside a company's name (listings, the job page, the employer page).
 * `label` is the text in the page's language ("Verified company").
 */
export function VerifiedBadge({ label, className }: { label: string; className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center gap-1 rounded-full bg-emerald-50 px-2.5 py-0.5 text-sm font-medium whitespace-nowrap text-emerald-800',
        className,
      )}
    >
      <BadgeCheck className="size-4" aria-hidden="true" />
      {label}
    </span>
  );
}
