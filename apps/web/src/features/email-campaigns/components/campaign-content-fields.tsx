import { CAMPAIGN_SUBJECT_MAX } from '@azubi/shared/admin/email-campaigns';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/form-field';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import type { CampaignValues } from '../campaign-values';

/** The subject and the text (Markdown) in English and in German. */
export function CampaignContentFields({
  id,
  values,
  set,
  error,
}: {
  /** The form's id prefix (fields are `${id}-<name>`, so a refused field can get focus). */
  id: string;
  values: CampaignValues;
  set: <K extends keyof CampaignValues>(key: K, value: CampaignValues[K]) => void;
  /** A field's message, already translated. */
  error: (field: string) => string | undefined;
}) {
  const { t } = useTranslation('campaigns');
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      {(['En', 'De'] as const).map((lang) => (
        <fieldset key={lang} className="grid content-start gap-4 rounded-card border border-border p-4">
          <legend className="px-1 text-lg font-semibold text-brand-950">{t(`editor.in${lang}`)}</legend>
          <FormField id={`${id}-subject${lang}`} label={t('editor.subject')} error={error(`subject${lang}`)}>
            {(control) => (
              <Input
                {...control}
                lang={lang.toLowerCase()}
                maxLength={CAMPAIGN_SUBJECT_MAX}
                value={values[`subject${lang}`]}
                onChange={(event) => set(`subject${lang}`, event.target.value)}
              />
            )}
          </FormField>
          <FormField
            id={`${id}-body${lang}`}
            label={t('editor.body')}
            hint={t('editor.bodyHint')}
            error={error(`body${lang}`)}
          >
            {(control) => (
              <Textarea
                {...control}
                lang={lang.toLowerCase()}
                rows={10}
                className="font-mono text-sm"
                value={values[`body${lang}`]}
                onChange={(event) => set(`body${lang}`, event.target.value)}
              />
            )}
          </FormField>
        </fieldset>
      ))}
    </div>
  );
}
