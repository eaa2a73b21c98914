import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog';
import { PortalChoices } from './portal-choices';

export interface GetStartedDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus?: (event: Event) => void;
}

/** "Get started": candidate portal or employer portal. */
export function GetStartedDialog({ open, onOpenChange, onCloseAutoFocus }: GetStartedDialogProps) {
  const { t } = useTranslation('site');
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={onCloseAutoFocus}
      title={t('getStarted.title')}
      description={t('getStarted.description')}
    >
      <PortalChoices />
    </Dialog>
  );
}
