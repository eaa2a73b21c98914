import type { CandidateSearchProfileView, CandidateSearchProfileWithMatches } from '@azubi/shared/matching/matching';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog';
import { CandidateProfileForm } from './candidate-profile-form';
import type { CandidateProfileFormValues } from './candidate-profile-values';

/** Create or edit a search alert in a dialog (a fresh form each time it opens). */
export function CandidateProfileDialog({
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
  profile?: CandidateSearchProfileView;
  initialValues?: CandidateProfileFormValues;
  notKept?: string;
  onSaved?: (item: CandidateSearchProfileWithMatches) => void;
}) {
  const { t } = useTranslation('matching');
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      trigger={trigger}
      className="max-w-2xl"
      title={profile ? t('form.candidateEditTitle', { name: profile.name }) : t('form.candidateCreateTitle')}
      description={t('form.candidateDescription')}
    >
      <CandidateProfileForm
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
