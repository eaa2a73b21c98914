import { findIdentifying, type Identity } from '@azubi/shared/candidates/identifying-text';
import { EyeOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../i18n/use-locale';

/**
 * Issue 28.4: a bio or skills that name the candidate give them away next to "Candidate 4F2A".
 * Warns while they type when the text holds their own first or last name, an e-mail address, a
 * phone number or a link, and says these stay hidden (masked) until they reveal themselves; the
 * server masks them with the same rules (`maskIdentifying`).
 */
export function IdentifyingTextWarning({
  id,
  texts,
  identity,
}: {
  id: string;
  texts: readonly string[];
  identity: Identity;
}) {
  const { t } = useTranslation('profileEditor');
  const locale = useLocale();
  const kinds = findIdentifying(texts, identity);
  if (kinds.length === 0) return null;
  return (
    <p
      id={id}
      role="status"
      className="flex items-start gap-2 rounded-control border border-border bg-secondary px-3 py-2 text-sm text-secondary-foreground"
    >
      <EyeOff className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>
        {t('identifying.found', {
          what: new Intl.ListFormat(locale, { type: 'conjunction' }).format(
            kinds.map((kind) => t(`identifying.kinds.${kind}`)),
          ),
        })}{' '}
        {t('identifying.explain')}
      </span>
    </p>
  );
}
