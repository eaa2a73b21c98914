import { localizePath } from '@azubi/shared/i18n/locales';
import { BookmarkPlus, CircleCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { LazyDialogTrigger } from '../../../components/lazy-dialog-trigger';
import { useLocale } from '../../../i18n/use-locale';
import type { ProfileKind } from '../api/search-profile-kinds';
import { PROFILE_SIDES, type ProfileFormValues } from './profile-sides';
import { preloadable } from '../../../lib/preloadable';

// The profile form (react-hook-form, the API's schemas) loads when the pointer or focus reaches
// the button, not with the search page's "Save this search" line (issue 35).
const SearchProfileDialog = preloadable(() =>
  import('./search-profile-dialog').then((module) => module.SearchProfileDialog),
);

export interface SaveSearchProps<K extends ProfileKind> {
  side: K;
  /** The search as a new profile's values. */
  initialValues: ProfileFormValues<K>;
  /** The names of the search's filters a profile cannot hold (said in the dialog). */
  notKept: string[];
}

/**
 * "Save this search", for either side: the search as a new search profile, in the profile dialog
 * to check and name before saving; once saved, a line links to the saved profiles.
 */
export function SaveSearch<K extends ProfileKind>({ side, initialValues, notKept }: SaveSearchProps<K>) {
  const { t } = useTranslation('matching');
  const locale = useLocale();
  const { saveHint, savedText, savedPath } = PROFILE_SIDES[side];
  const [saved, setSaved] = useState(false);

  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
      <LazyDialogTrigger
        preload={SearchProfileDialog.preload}
        trigger={
          // Opening again starts a new save: the line beside the button says what it did before.
          <Button variant="secondary" onClick={() => setSaved(false)}>
            <BookmarkPlus aria-hidden="true" />
            {t('saveSearch.button')}
          </Button>
        }
      >
        {(state) => (
          <SearchProfileDialog.Component
            side={side}
            initialValues={initialValues}
            {...state}
            notKept={notKept.length ? t('form.notKept', { filters: notKept.join(', ') }) : undefined}
            onSaved={() => setSaved(true)}
          />
        )}
      </LazyDialogTrigger>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {saved ? (
          <span className="inline-flex flex-wrap items-center gap-x-2 font-medium text-foreground">
            <CircleCheck className="size-4 text-emerald-700" aria-hidden="true" />
            {t(savedText)}
            <Link
              to={localizePath(savedPath, locale)}
              className="font-semibold text-primary underline underline-offset-4"
            >
              {t('saveSearch.open')}
            </Link>
          </span>
        ) : (
          t(saveHint)
        )}
      </p>
    </div>
  );
}
