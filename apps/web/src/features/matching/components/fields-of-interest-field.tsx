import { CANDIDATE_FIELDS } from '@azubi/shared/candidates/candidate-search-options';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatchingLabels } from '../hooks/use-matching-labels';
import { ChoicesField } from './choices-field';

/** The fields of interest of a search profile of either side: Ausbildung fields and FSJ/BFD sectors. */
export function FieldsOfInterestField() {
  const { t } = useTranslation('matching');
  const labels = useMatchingLabels();
  const fields = useMemo(() => CANDIDATE_FIELDS.map((value) => ({ value, label: labels.field(value) })), [labels]);
  return (
    <ChoicesField
      name="fieldsOfInterest"
      legend={t('form.fieldsOfInterest')}
      hint={t('form.fieldsHint')}
      options={fields}
    />
  );
}
