import { formatDate } from '@azubi/shared/dates/format-date';
import { TriangleAlert } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../i18n/use-locale';
import type { UnmetRequirement } from '../unmet-requirements';

/**
 * In the apply dialog: which of the listing's requirements the candidate's profile does not meet,
 * each with what the listing asks and what the profile says. A note, not a barrier: the candidate
 * may apply anyway.
 */
export function UnmetRequirements({ unmet }: { unmet: readonly UnmetRequirement[] }) {
  const { t } = useTranslation('applications');
  const locale = useLocale();
  const titleId = useId();
  if (unmet.length === 0) return null;

  const line = (item: UnmetRequirement): string => {
    switch (item.kind) {
      case 'germanLevel':
        return item.have
          ? t('apply.unmet.germanLevel', { need: item.need, have: item.have })
          : t('apply.unmet.germanLevelNone', { need: item.need });
      case 'certificate':
        return item.have
          ? t('apply.unmet.certificate', { need: item.need, have: item.have })
          : t('apply.unmet.certificateNone', { need: item.need });
      case 'driversLicense':
        return t('apply.unmet.driversLicense');
      case 'startDate':
        return t('apply.unmet.startDate', {
          start: formatDate(item.start, locale),
          available: formatDate(item.availableFrom, locale),
        });
      case 'age': {
        const limits = item.min !== null && item.max !== null ? 'Range' : item.min !== null ? 'From' : 'To';
        const when = item.atStart ? 'AtStart' : 'Now';
        return t(`apply.unmet.age${limits}${when}`, { min: item.min, max: item.max, age: item.age });
      }
    }
  };

  return (
    <section
      aria-labelledby={titleId}
      className="grid gap-2 rounded-card border border-amber-300 bg-amber-50 p-4 text-amber-950"
    >
      <h3 id={titleId} className="flex items-start gap-2 font-semibold">
        <TriangleAlert className="mt-0.5 size-5 shrink-0 text-amber-700" aria-hidden="true" />
        {t('apply.unmet.title')}
      </h3>
      <ul className="grid list-disc gap-1 pl-7">
        {unmet.map((item) => (
          <li key={item.kind}>{line(item)}</li>
        ))}
      </ul>
      <p className="text-sm">{t('apply.unmet.anyway')}</p>
    </section>
  );
}
