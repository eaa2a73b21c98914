import { useTranslation } from 'react-i18next';
import { LegalText } from '../../features/legal';
import { ImprintDetails } from '../../features/site';

const SECTIONS = [
  'responsible',
  'contactPoint',
  'disputes',
  'liabilityContent',
  'liabilityLinks',
  'copyright',
] as const;

/** `/impressum`: the same configured details as the footer's imprint dialog, with the usual notes. */
export function ImpressumPage() {
  const { t } = useTranslation('imprint');
  const { t: tSite } = useTranslation('site');
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 break-words hyphens-auto sm:px-6 sm:py-14">
      <title>{t('documentTitle')}</title>
      <h1 className="text-3xl font-bold tracking-tight text-brand-950 sm:text-4xl">{t('title')}</h1>
      <p className="mt-2 text-muted-foreground">{tSite('imprint.description')}</p>
      <div className="mt-8">
        <ImprintDetails className="rounded-card border border-border p-5 sm:p-6">
          {(imprint) => (
            <div className="mt-10 space-y-8">
              {SECTIONS.map((section) => (
                <section key={section} aria-labelledby={`imprint-${section}`}>
                  <h2 id={`imprint-${section}`} className="text-lg font-semibold text-brand-950">
                    {t(`sections.${section}.title`)}
                  </h2>
                  <div className="mt-2 space-y-3 leading-relaxed">
                    <LegalText
                      text={t(`sections.${section}.body`, {
                        representative: imprint.representative,
                        email: imprint.email,
                      })}
                    />
                  </div>
                </section>
              ))}
            </div>
          )}
        </ImprintDetails>
      </div>
    </article>
  );
}
