import { localizePath } from '@azubi/shared/i18n/locales';
import { BookmarkPlus, CircleCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { useLocale } from '../../../i18n/use-locale';
import { useMatchingLabels } from '../hooks/use-matching-labels';
import { SearchProfileDialog } from './search-profile-dialog';
import { CANDIDATE_FILTERS_NOT_KEPT, candidateProfileFromSearch } from './candidate-profile-values';

/**
 * "Save this search" on /employer/candidates: the search's filters (its address) as a new search
 * alert, in the alert dialog to check and name before saving. Filters an alert cannot hold are named.
 */
export function SaveCandidateSearch({ params }: { params: URLSearchParams }) {
  const { t } = useTranslation('matching');
  const labels = useMatchingLabels();
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  const [saved, setSaved] = useState(false);
  const fields = (params.get('fields') ?? '').split(',').filter(Boolean);
  const name =
    [
      params.get('minGermanLevel') && t('criteria.minGermanLevel', { value: params.get('minGermanLevel') }),
      params.get('location'),
      fields.length ? fields.map(labels.field).join(', ') : null,
    ]
      .filter(Boolean)
      .join(' · ')
      .slice(0, 100) ||
    params.get('q')?.slice(0, 100) ||
    t('saveSearch.defaultName');
  const notKept = CANDIDATE_FILTERS_NOT_KEPT.filter((key) => params.get(key)).map((key) => t(`notKept.${key}`));

  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
      <SearchProfileDialog
        side="candidate"
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (next) setSaved(false);
        }}
        trigger={
          <Button variant="secondary">
            <BookmarkPlus aria-hidden="true" />
            {t('saveSearch.button')}
          </Button>
        }
        initialValues={candidateProfileFromSearch(params, name)}
        notKept={notKept.length ? t('form.notKept', { filters: notKept.join(', ') }) : undefined}
        onSaved={() => setSaved(true)}
      />
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {saved ? (
          <span className="inline-flex flex-wrap items-center gap-x-2 font-medium text-foreground">
            <CircleCheck className="size-4 text-emerald-700" aria-hidden="true" />
            {t('saveSearch.savedAlert')}
            <Link
              to={localizePath('/employer/matches', locale)}
              className="font-semibold text-primary underline underline-offset-4"
            >
              {t('saveSearch.open')}
            </Link>
          </span>
        ) : (
          t('saveSearch.candidateHint')
        )}
      </p>
    </div>
  );
}
