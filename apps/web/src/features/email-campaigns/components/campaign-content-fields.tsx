import { unknownMergeFields } from '@azubi/shared/admin/campaign-merge-fields';
import { CAMPAIGN_SUBJECT_MAX } from '@azubi/shared/admin/email-campaigns';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/form-field';
import { useSharedMessage } from '../../../hooks/use-shared-message';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import type { CampaignValues } from '../campaign-values';

/**
 * How to write merge fields (issue 29), beside the texts: the fields there are, with the fallback
 * written in the language of the page (the server fills them in per recipient).
 */
function MergeFieldsHint() {
  const { t } = useTranslation('campaigns');
  const titleId = useId();
  const word = t('editor.merge.fallbackWord');
  const code = (value: string) => (
    <code className="rounded bg-background px-1.5 py-0.5 font-mono text-sm text-brand-950">{value}</code>
  );
  return (
    <section aria-labelledby={titleId} className="grid gap-2 rounded-card border border-border bg-muted/50 p-4 text-sm">
      <h3 id={titleId} className="text-base font-semibold text-brand-950">
        {t('editor.merge.title')}
      </h3>
      <p className="text-muted-foreground">{t('editor.merge.intro')}</p>
      <ul className="grid gap-1.5">
        <li>
          {code('{{firstName}}')} – {t('editor.merge.firstName')}
        </li>
        <li>
          {code('{{name}}')} – {t('editor.merge.name')}
        </li>
        <li>
          {code(`{{firstName|${word}}}`)} – {t('editor.merge.fallback')}:{' '}
          {t('editor.merge.fallbackExample', { value: word })}
        </li>
      </ul>
      <p className="text-muted-foreground">{t('editor.merge.other')}</p>
    </section>
  );
}

/** The subject and the text (Markdown) in English and in German, with how to write merge fields. */
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
  const text = useSharedMessage();
  // An unknown merge field is named as the field is typed, in the words the server refuses it with.
  const fieldError = (field: `${'subject' | 'body'}${'En' | 'De'}`) => {
    const [unknown] = unknownMergeFields(values[field]);
    return (
      error(field) ?? (unknown === undefined ? undefined : text('campaigns.unknownMergeField', { field: unknown }))
    );
  };
  return (
    <div className="grid gap-6">
      <MergeFieldsHint />
      <div className="grid gap-6 lg:grid-cols-2">
        {(['En', 'De'] as const).map((lang) => (
          <fieldset key={lang} className="grid content-start gap-4 rounded-card border border-border p-4">
            <legend className="px-1 text-lg font-semibold text-brand-950">{t(`editor.in${lang}`)}</legend>
            <FormField id={`${id}-subject${lang}`} label={t('editor.subject')} error={fieldError(`subject${lang}`)}>
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
              error={fieldError(`body${lang}`)}
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
    </div>
  );
}
