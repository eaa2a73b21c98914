import { localizePath } from '@azubi/shared/i18n/locales';
import { BookmarkPlus, CircleCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { useLocale } from '../../../i18n/use-locale';
import type { CandidateProfileFormValues } from './candidate-profile-values';
import { SearchProfileDialog } from './search-profile-dialog';
import type { TrainingProfileFormValues } from './training-profile-values';

export type SaveSearchProps = (
  | { side: 'candidate'; initialValues: CandidateProfileFormValues }
  | { side: 'training'; initialValues: TrainingProfileFormValues }
) & {
  /** The names of the search's filters a profile cannot hold (said in the dialog). */
  notKept: string[];
  /** The line beside the button before saving. */
  hint: string;
  /** The line once saved, with a link to the saved profiles at `savedPath`. */
  saved: string;
  savedPath: string;
};

/**
 * "Save this search", for either side: the search as a new search profile, in the profile dialog
 * to check and name before saving; once saved, a line links to the saved profiles.
 */
export function SaveSearch(props: SaveSearchProps) {
  const { t } = useTranslation('matching');
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  const [saved, setSaved] = useState(false);
  const dialog = {
    open,
    onOpenChange: (next: boolean) => {
      setOpen(next);
      if (next) setSaved(false);
    },
    trigger: (
      <Button variant="secondary">
        <BookmarkPlus aria-hidden="true" />
        {t('saveSearch.button')}
      </Button>
    ),
    notKept: props.notKept.length ? t('form.notKept', { filters: props.notKept.join(', ') }) : undefined,
    onSaved: () => setSaved(true),
  };

  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
      {props.side === 'candidate' ? (
        <SearchProfileDialog side="candidate" initialValues={props.initialValues} {...dialog} />
      ) : (
        <SearchProfileDialog side="training" initialValues={props.initialValues} {...dialog} />
      )}
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {saved ? (
          <span className="inline-flex flex-wrap items-center gap-x-2 font-medium text-foreground">
            <CircleCheck className="size-4 text-emerald-700" aria-hidden="true" />
            {props.saved}
            <Link
              to={localizePath(props.savedPath, locale)}
              className="font-semibold text-primary underline underline-offset-4"
            >
              {t('saveSearch.open')}
            </Link>
          </span>
        ) : (
          props.hint
        )}
      </p>
    </div>
  );
}
