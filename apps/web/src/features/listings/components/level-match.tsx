import { meetsGermanLevel, type GermanLevel } from '@azubi/shared/listings/listing-options';
import { CircleCheck, CircleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** For a signed-in candidate: whether their German level meets the listing's requirement. */
export function LevelMatch({ have, need }: { have: GermanLevel; need: GermanLevel }) {
  const { t } = useTranslation('browseJobs');
  const meets = meetsGermanLevel(have, need);
  return (
    <span
      className={
        meets
          ? 'ml-1 inline-flex items-center gap-1 font-medium text-emerald-800'
          : 'ml-1 inline-flex items-center gap-1 font-medium text-amber-800'
      }
    >
      {meets ? (
        <CircleCheck className="size-4 shrink-0" aria-hidden="true" />
      ) : (
        <CircleAlert className="size-4 shrink-0" aria-hidden="true" />
      )}
      {meets ? t('level.meets', { level: have }) : t('level.below', { level: have })}
    </span>
  );
}
