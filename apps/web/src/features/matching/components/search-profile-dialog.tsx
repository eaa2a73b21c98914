import type {
  CandidateSearchProfileView,
  CandidateSearchProfileWithMatches,
  TrainingSearchProfileView,
  TrainingSearchProfileWithMatches,
} from '@azubi/shared/matching/matching';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog';
import { CandidateProfileForm } from './candidate-profile-form';
import type { CandidateProfileFormValues } from './candidate-profile-values';
import { TrainingProfileForm } from './training-profile-form';
import type { TrainingProfileFormValues } from './training-profile-values';

interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trigger?: ReactElement;
  notKept?: string;
}

/** A company's search alert (candidates) or a candidate's training search profile (listings). */
export type SearchProfileDialogProps = DialogProps &
  (
    | {
        side: 'candidate';
        profile?: CandidateSearchProfileView;
        initialValues?: CandidateProfileFormValues;
        onSaved?: (item: CandidateSearchProfileWithMatches) => void;
      }
    | {
        side: 'training';
        profile?: TrainingSearchProfileView;
        initialValues?: TrainingProfileFormValues;
        onSaved?: (item: TrainingSearchProfileWithMatches) => void;
      }
  );

/** Create or edit a search profile of either side in a dialog (a fresh form each time it opens). */
export function SearchProfileDialog(props: SearchProfileDialogProps) {
  const { t } = useTranslation('matching');
  const { open, onOpenChange, trigger, notKept } = props;
  const form =
    props.side === 'candidate' ? (
      <CandidateProfileForm
        profile={props.profile}
        initialValues={props.initialValues}
        notKept={notKept}
        onSaved={(item) => {
          onOpenChange(false);
          props.onSaved?.(item);
        }}
      />
    ) : (
      <TrainingProfileForm
        profile={props.profile}
        initialValues={props.initialValues}
        notKept={notKept}
        onSaved={(item) => {
          onOpenChange(false);
          props.onSaved?.(item);
        }}
      />
    );
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      trigger={trigger}
      className="max-w-2xl"
      title={
        props.profile
          ? t(`form.${props.side}EditTitle`, { name: props.profile.name })
          : t(`form.${props.side}CreateTitle`)
      }
      description={t(`form.${props.side}Description`)}
    >
      {form}
    </Dialog>
  );
}
