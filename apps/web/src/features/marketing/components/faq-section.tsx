import { ChevronDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';

const QUESTIONS = [
  'trial',
  'plans',
  'cancel',
  'verification',
  'germanLevel',
  'team',
  'visa',
  'privacy',
  'payment',
] as const;

/**
 * Frequently asked questions as native disclosure widgets (details/summary): keyboard and screen
 * reader support from the browser, no script, and the browser's find-in-page opens them.
 */
export function FaqSection() {
  const { t } = useTranslation('employers');
  return (
    <section aria-labelledby="faq-title" className="below-the-fold bg-muted">
      <div className="mx-auto max-w-3xl px-4 py-14 sm:px-6 sm:py-20">
        <h2 id="faq-title" className="text-2xl font-bold tracking-tight text-brand-950 sm:text-3xl">
          {t('faq.heading')}
        </h2>
        <div className="mt-8 grid gap-3">
          {QUESTIONS.map((question) => (
            <details key={question} className="group rounded-card border border-border bg-background">
              <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 rounded-card px-5 py-3 font-semibold text-brand-950 [&::-webkit-details-marker]:hidden">
                {t(`faq.${question}.question`)}
                <ChevronDown
                  className="size-5 shrink-0 text-muted-foreground transition-transform group-open:rotate-180"
                  aria-hidden="true"
                />
              </summary>
              <p className="px-5 pb-5 text-muted-foreground">{t(`faq.${question}.answer`)}</p>
            </details>
          ))}
        </div>
      </div>
    </section>
  );
}
