import { localizePath } from '@azubi/shared/i18n/locales';
import type { ListingSummary } from '@azubi/shared/listings/listing';
import type { TrainingSearchProfileList } from '@azubi/shared/matching/matching';
import { Hourglass } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { useLocale } from '../../../i18n/use-locale';
import { SearchProfileList } from './search-profile-list';

/**
 * The candidate's training search profiles (spec §2 dashboard tab, §3): up to 10, each with the
 * places that fit it. `renderListing` draws a place (the page composes the listings feature's card).
 */
export function TrainingProfiles({ renderListing }: { renderListing: (listing: ListingSummary) => ReactNode }) {
  const { t } = useTranslation('matching');
  return (
    <SearchProfileList
      side="training"
      blocked={(list) =>
        list.matchingActive
          ? null
          : { notice: <NotApproved status={list.approvalStatus} />, noMatchesText: t('training.notApprovedTitle') }
      }
      renderMatch={(match) => renderListing(match.listing)}
    />
  );
}

/** Matches are found only while the candidate's profile is approved: why there are none, and the way there. */
function NotApproved({ status }: { status: TrainingSearchProfileList['approvalStatus'] }) {
  const { t } = useTranslation('matching');
  const locale = useLocale();
  return (
    <div role="status" className="grid gap-3 rounded-card border border-amber-300 bg-amber-50 p-4 text-amber-950">
      <p className="flex items-start gap-2 font-semibold">
        <Hourglass className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
        {t('training.notApprovedTitle')}
      </p>
      <p>{t(`training.notApproved.${status}`)}</p>
      <Button asChild variant="outline" size="sm" className="justify-self-start">
        <Link to={localizePath('/my-profile', locale)}>{t('training.toProfile')}</Link>
      </Button>
    </div>
  );
}
