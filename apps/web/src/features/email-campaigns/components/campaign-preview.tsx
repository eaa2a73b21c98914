import type { CampaignPreview as Preview } from '@azubi/shared/admin/email-campaigns';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** The campaign as recipients see it, in both languages, each in a sandboxed frame. */
export function CampaignPreview({ preview }: { preview: Preview }) {
  const { t } = useTranslation('campaigns');
  const id = useId();
  return (
    <section aria-labelledby={`${id}-preview`} className="grid gap-3">
      <h3 id={`${id}-preview`} className="text-xl font-semibold text-brand-950">
        {t('preview.title')}
      </h3>
      <p className="text-sm text-muted-foreground">{t('preview.hint')}</p>
      <div className="grid gap-4 lg:grid-cols-2">
        {(['en', 'de'] as const).map((lang) => (
          <figure key={lang} className="grid min-w-0 gap-2 rounded-card border border-border p-3">
            <figcaption className="grid gap-0.5 text-sm">
              <span className="font-semibold">{t(`preview.${lang}`)}</span>
              <span className="break-words">
                {t('preview.subject')}: <span lang={lang}>{preview[lang].subject}</span>
              </span>
            </figcaption>
            <iframe
              title={t('preview.frame', { language: t(`preview.${lang}`) })}
              sandbox=""
              srcDoc={preview[lang].html}
              className="h-96 w-full rounded-control border border-border bg-white"
            />
          </figure>
        ))}
      </div>
    </section>
  );
}
