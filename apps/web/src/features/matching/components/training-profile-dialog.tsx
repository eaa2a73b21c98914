import type { TrainingSearchProfileView, TrainingSearchProfileWithMatches } from '@azubi/shared/matching/matching';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog';
import { TrainingProfileForm } from './training-profile-form';
import type { TrainingProfileFormValues } from './training-profile-values';

/** Create or edit a training search profile in a dialog (a fresh form each time it opens). */
export function TrainingProfileDialog({
  open,
  onOpenChange,
  trigger,
  profile,
  initialValues,
  notKept,
  onSaved,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trigger?: ReactElement;
  profile?: TrainingSearchProfileView;
  initialValues?: TrainingProfileFormValues;
  notKept?: string;
  onSaved?: (item: TrainingSearchProfileWithMatches) => void;
}) {
  const { t } = useTranslation('matching');
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      trigger={trigger}
      className="max-w-2xl"
      title={profile ? t('form.trainingEditTitle', { name: profile.name }) : t('form.trainingCreateTitle')}
      description={t('form.trainingDescription')}
    >
      <TrainingProfileForm
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
