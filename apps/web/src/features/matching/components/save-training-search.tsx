import { localizePath } from '@azubi/shared/i18n/locales';
import { BookmarkPlus, CircleCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { useLocale } from '../../../i18n/use-locale';
import { useMatchingLabels } from '../hooks/use-matching-labels';
import { SearchProfileDialog } from './search-profile-dialog';
import { BROWSE_FILTERS_NOT_KEPT, trainingProfileFromBrowse, type BrowseSearch } from './training-profile-values';

/**
 * "Save this search" on /browse-jobs: the current filters as a new training search profile, in
 * the profile dialog to check and name before saving. Filters a profile cannot hold are named.
 */
export function SaveTrainingSearch({ search }: { search: BrowseSearch }) {
  const { t } = useTranslation('matching');
  const labels = useMatchingLabels();
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  const [saved, setSaved] = useState(false);
  const name =
    [search.location && labels.city(search.location), search.category && labels.field(search.category)]
      .filter(Boolean)
      .join(' · ') ||
    search.q?.slice(0, 100) ||
    t('saveSearch.defaultName');
  const notKept = BROWSE_FILTERS_NOT_KEPT.filter((key) => search[key]).map((key) => t(`notKept.${key}`));

  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
      <SearchProfileDialog
        side="training"
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
        initialValues={trainingProfileFromBrowse(search, name)}
        notKept={notKept.length ? t('form.notKept', { filters: notKept.join(', ') }) : undefined}
        onSaved={() => setSaved(true)}
      />
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {saved ? (
          <span className="inline-flex flex-wrap items-center gap-x-2 font-medium text-foreground">
            <CircleCheck className="size-4 text-emerald-700" aria-hidden="true" />
            {t('saveSearch.saved')}
            <Link
              to={localizePath('/training-search-profiles', locale)}
              className="font-semibold text-primary underline underline-offset-4"
            >
              {t('saveSearch.open')}
            </Link>
          </span>
        ) : (
          t('saveSearch.hint')
        )}
      </p>
    </div>
  );
}
