import { BadgeCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** The German certificate on file was checked (automatically for Goethe/telc B1+, else by a moderator). */
export function CertificateVerifiedBadge() {
  const { t } = useTranslation('candidates');
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-success/10 px-2 py-0.5 text-xs font-semibold text-green-800">
      <BadgeCheck className="size-4" aria-hidden="true" />
      {t('certificateVerified')}
    </span>
  );
}
