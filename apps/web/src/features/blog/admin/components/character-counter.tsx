import { useTranslation } from 'react-i18next';
import { cn } from '../../../../lib/cn';

/** How long a text is against what search engines show (`ideal`); longer is allowed, with a warning. */
export function CharacterCounter({ id, count, ideal }: { id: string; count: number; ideal: number }) {
  const { t } = useTranslation('blogAdmin');
  const over = count - ideal;
  return (
    <p id={id} className={cn('text-sm', over > 0 ? 'font-medium text-amber-800' : 'text-muted-foreground')}>
      {over > 0 ? t('editor.counterOver', { count, over }) : t('editor.counter', { count, ideal })}
    </p>
  );
}
