import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { LazyDialogTrigger } from '../../../components/lazy-dialog-trigger';
import { preloadable } from '../../../lib/preloadable';

// The dialog's form, its validation and the sign-out after it load when the button is reached, not
// with the privacy settings (issue 35).
const DeleteAccountDialog = preloadable(() =>
  import('./delete-account-dialog').then((module) => module.DeleteAccountDialog),
);

/** Account deletion (spec §1, §8): what it means, and the button opening the dialog that asks to confirm. */
export function DeleteAccount() {
  const { t } = useTranslation('privacySettings');
  return (
    <div className="grid gap-3">
      <p className="text-sm text-muted-foreground">{t('delete.text')}</p>
      <LazyDialogTrigger
        preload={DeleteAccountDialog.preload}
        trigger={
          <Button variant="destructive" className="h-auto min-h-11 justify-self-start py-2 whitespace-normal">
            <Trash2 aria-hidden="true" />
            {t('delete.button')}
          </Button>
        }
      >
        {(state) => <DeleteAccountDialog.Component {...state} />}
      </LazyDialogTrigger>
    </div>
  );
}
