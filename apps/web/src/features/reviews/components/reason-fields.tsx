import { REVIEW_REJECTION_REASONS } from '@azubi/shared/reviews/review-options';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/form-field';
import { NativeSelect } from '../../../components/ui/native-select';
import { Textarea } from '../../../components/ui/textarea';

/** A review's rejection reason (one of the list) and a note: the moderator's rejection and the employer's report. */
export function ReasonFields({
  idPrefix,
  reasonLabel,
  noteLabel,
  reason,
  onReason,
  note,
  onNote,
  reasonError,
}: {
  idPrefix: string;
  reasonLabel: string;
  noteLabel: string;
  reason: string;
  onReason: (reason: string) => void;
  note: string;
  onNote: (note: string) => void;
  reasonError?: string;
}) {
  const { t } = useTranslation('reviews');
  return (
    <>
      <FormField id={`${idPrefix}-reason`} label={reasonLabel} error={reasonError}>
        {(control) => (
          <NativeSelect
            {...control}
            value={reason}
            onChange={(event) => onReason(event.target.value)}
            placeholder={t('admin.choose')}
            options={REVIEW_REJECTION_REASONS.map((value) => ({ value, label: t(`reasons.${value}`) }))}
          />
        )}
      </FormField>
      <FormField id={`${idPrefix}-note`} label={noteLabel}>
        {(control) => (
          <Textarea {...control} maxLength={1000} value={note} onChange={(event) => onNote(event.target.value)} />
        )}
      </FormField>
    </>
  );
}
