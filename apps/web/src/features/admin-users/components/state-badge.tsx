import type { AdminUserState } from '@azubi/shared/admin/admin-users';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';

const TONES: Record<AdminUserState, string> = {
  active: 'bg-green-100 text-green-900',
  unverified: 'bg-amber-100 text-amber-950',
  suspended: 'bg-red-100 text-red-900',
  pending_deletion: 'bg-muted text-foreground',
};

/** An account's state as a coloured label with its word (never colour alone). */
export function StateBadge({ state }: { state: AdminUserState }) {
  const { t } = useTranslation('adminUsers');
  return (
    <span className={cn('rounded-full px-2.5 py-0.5 text-sm font-semibold', TONES[state])}>{t(`states.${state}`)}</span>
  );
}
