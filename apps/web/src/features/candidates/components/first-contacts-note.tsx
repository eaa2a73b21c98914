import type { FirstContactAllowance } from '@azubi/shared/messaging/messaging';
import { MessageSquarePlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';

/**
 * The company's first contacts today (docs/decisions/README.md "Anonymised first contact"): how many new
 * conversations it may still open, of how many, and that the count starts again at midnight.
 */
export function FirstContactsNote({ allowance }: { allowance: FirstContactAllowance }) {
  const { t } = useTranslation('candidates');
  const none = allowance.left === 0;
  return (
    <p
      role="status"
      className={cn(
        'flex items-start gap-2 rounded-control border px-4 py-3 text-sm',
        none ? 'border-destructive/40 bg-destructive/5 text-foreground' : 'border-border bg-background',
      )}
    >
      <MessageSquarePlus className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
      <span>
        <span className="font-semibold">
          {t('firstContacts.left', { count: allowance.left, limit: allowance.limit })}
        </span>{' '}
        {none ? t('firstContacts.noneLeft') : t('firstContacts.why')}
      </span>
    </p>
  );
}
