import { GERMAN_LEVELS } from '@azubi/shared/listings/listing-options';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/form-field';
import { NativeSelect } from '../../../components/ui/native-select';
import { useProfileFieldError } from '../hooks/use-profile-field-error';

type LevelName = 'minGermanLevel' | 'maxGermanLevel';

/** The German level a search profile asks for (the lowest a candidate has, or the highest a place asks), or any. */
export function GermanLevelField({
  id,
  name,
  label,
  hint,
}: {
  id: string;
  name: LevelName;
  label: string;
  hint?: string;
}) {
  const { t } = useTranslation('matching');
  const { t: tProfile } = useTranslation('profileEditor');
  const { register } = useFormContext<Record<LevelName, string>>();
  const error = useProfileFieldError<Record<LevelName, string>>();
  return (
    <FormField id={id} label={label} hint={hint} error={error(name)}>
      {(controlProps) => (
        <NativeSelect
          {...controlProps}
          {...register(name)}
          placeholder={t('form.anyLevel')}
          options={GERMAN_LEVELS.map((level) => ({
            value: level,
            label: tProfile(`language.levels.${level}`, { defaultValue: level }),
          }))}
        />
      )}
    </FormField>
  );
}
