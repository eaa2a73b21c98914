import type { CandidateProfile, ProfileSection } from '@azubi/shared/profile/profile';
import { useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSaveSection } from '../api/profile-api';
import { showSaveError } from './save-errors';
import { clearDraft } from './use-form-draft';

/**
 * The save of one section of the profile editor: sends the section, then shows the saved profile
 * in the form (and drops the draft, no longer "restored"), or puts the server's messages on the
 * fields and the rest in the section's alert (save-errors.ts).
 */
export function useSectionSave<Input extends FieldValues, Values>({
  section,
  draftKey,
  restoredDraft,
  form,
  fields,
  fromProfile,
}: {
  section: ProfileSection;
  /** The draft's key (use-form-draft.ts). */
  draftKey: string;
  /** The form started from a draft saved earlier in this tab. */
  restoredDraft: boolean;
  form: Pick<UseFormReturn<Input, unknown, Values>, 'handleSubmit' | 'reset' | 'setError'>;
  /** The section's fields, which take the server's messages. */
  fields: readonly string[];
  fromProfile: (profile: CandidateProfile) => Input;
}) {
  const { t } = useTranslation('profileEditor');
  const save = useSaveSection<Values>(section);
  const [saved, setSaved] = useState<string | null>(null);
  const [sectionError, setSectionError] = useState<string>();
  const [restored, setRestored] = useState(restoredDraft);

  const onSubmit = form.handleSubmit((values) => {
    setSaved(null);
    setSectionError(undefined);
    save.mutate(values, {
      onSuccess: (result) => {
        // The reset writes the draft once more: clear it afterwards.
        form.reset(fromProfile(result.profile));
        clearDraft(draftKey);
        setRestored(false);
        setSaved(result.message);
      },
      onError: (error) => setSectionError(showSaveError(error, form.setError, fields, t('saveFailed'))),
    });
  });
  return { onSubmit, saving: save.isPending, saved, sectionError, restored };
}
