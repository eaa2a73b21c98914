import { localizePath } from '@azubi/shared/i18n/locales';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PlacementDetail } from '../../features/placements/components/placement-detail';
import { useLocale } from '../../i18n/use-locale';

/** `/employer/placements/{id}` (issue 20): one placement's tracker, the same the candidate sees. */
export function EmployerPlacementPage() {
  const { t } = useTranslation('placements');
  const locale = useLocale();
  const { id = '' } = useParams();
  return (
    <div className="mx-auto grid w-full max-w-4xl gap-6">
      <Link
        to={localizePath('/employer/placements', locale)}
        className="inline-flex min-h-11 items-center gap-2 justify-self-start font-semibold text-primary underline-offset-4 hover:underline"
      >
        <ArrowLeft className="size-5" aria-hidden="true" />
        {t('employer.backToList')}
      </Link>
      <PlacementDetail key={id} id={id} />
    </div>
  );
}
