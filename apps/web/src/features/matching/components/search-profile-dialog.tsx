import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog';
import type { ProfileItem, ProfileKind, ProfileView } from '../api/search-profile-kinds';
import type { ProfileFormValues } from './profile-sides';
import { SearchProfileForm } from './search-profile-form';

/** A company's search alert (candidates) or a candidate's training search profile (listings). */
export interface SearchProfileDialogProps<K extends ProfileKind> {
  side: K;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes on close (a LazyDialogTrigger gives it back to its button). */
  onCloseAutoFocus?: (event: Event) => void;
  notKept?: string;
  profile?: ProfileView<K>;
  initialValues?: ProfileFormValues<K>;
  onSaved?: (item: ProfileItem<K>) => void;
}

/**
 * Create or edit a search profile of either side in a dialog (a fresh form each time it opens).
 * The list and "Save this search" load it, with the form and the API's schemas, when it is first opened.
 */
export function SearchProfileDialog<K extends ProfileKind>({
  side,
  open,
  onOpenChange,
  onCloseAutoFocus,
  notKept,
  profile,
  initialValues,
  onSaved,
}: SearchProfileDialogProps<K>) {
  const { t } = useTranslation('matching');
  // The texts' keys as a plain union (a generic key is beyond the typed `t`).
  const kind: ProfileKind = side;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={onCloseAutoFocus}
      className="max-w-2xl"
      title={profile ? t(`form.${kind}EditTitle`, { name: profile.name }) : t(`form.${kind}CreateTitle`)}
      description={t(`form.${kind}Description`)}
    >
      <SearchProfileForm
        side={side}
        profile={profile}
        initialValues={initialValues}
        notKept={notKept}
        onSaved={(item) => {
          onOpenChange(false);
          onSaved?.(item);
        }}
      />
    </Dialog>
  );
}
