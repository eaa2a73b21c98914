import { localizePath } from '@azubi/shared/i18n/locales';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DialogClose, Dialog } from '../../../components/ui/dialog';
import { useLocale } from '../../../i18n/use-locale';
import { ImprintDetails } from './imprint-details';

export interface ImprintDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus?: (event: Event) => void;
}

/** The imprint in a dialog, from the footer on every page. */
export function ImprintDialog({ open, onOpenChange, onCloseAutoFocus }: ImprintDialogProps) {
  const { t } = useTranslation('site');
  const locale = useLocale();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={onCloseAutoFocus}
      title={t('imprint.title')}
      description={t('imprint.description')}
    >
      <ImprintDetails />
      <p className="mt-6">
        <DialogClose asChild>
          <Link
            to={localizePath('/impressum', locale)}
            className="font-medium text-primary underline underline-offset-2"
          >
            {t('imprint.fullPage')}
          </Link>
        </DialogClose>
      </p>
    </Dialog>
  );
}
