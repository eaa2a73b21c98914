import { Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** "New": a match recorded since the last visit, in words and an icon, not only a colour. */
export function NewMatchBadge() {
  const { t } = useTranslation('matching');
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2.5 py-0.5 text-sm font-semibold text-amber-950">
      <Sparkles className="size-4" aria-hidden="true" />
      {t('match.new')}
    </span>
  );
}
