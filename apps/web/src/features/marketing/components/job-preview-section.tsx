import { localizePath } from '@azubi/shared/i18n/locales';
import { searchCategoryLabelKey, searchLocationLabelKey } from '@azubi/shared/listings/search-options';
import { Building2, Clock, Lock, MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { useLocale } from '../../../i18n/use-locale';
import { SAMPLE_JOBS } from '../sample-jobs';

/**
 * Four sample offers, blurred and out of reach (hidden from assistive technology, not focusable,
 * not clickable), under a sign-in prompt: visitors see that there are places, members see them.
 */
export function JobPreviewSection() {
  const { t } = useTranslation('home');
  const { t: tFilters } = useTranslation('searchFilters');
  const locale = useLocale();

  return (
    <section aria-labelledby="jobs-title" className="below-the-fold mx-auto max-w-6xl px-4 py-14 sm:px-6 sm:py-20">
      <h2 id="jobs-title" className="text-2xl font-bold tracking-tight text-brand-950 sm:text-3xl">
        {t('jobs.heading')}
      </h2>
      <p className="mt-2 text-lg text-muted-foreground">{t('jobs.intro')}</p>
      <div className="relative mt-8">
        <ul
          aria-hidden="true"
          inert
          className="pointer-events-none grid gap-4 blur-[3px] select-none sm:grid-cols-2"
          data-testid="locked-jobs"
        >
          {SAMPLE_JOBS.map((job) => (
            <li key={job.titleKey} className="rounded-card border border-border bg-background p-5 shadow-sm">
              <p className="text-xs font-semibold tracking-wide text-primary uppercase">
                {tFilters(searchCategoryLabelKey(job.category))}
              </p>
              <p className="mt-1 text-lg font-semibold text-brand-950">{t(`jobs.${job.titleKey}`)}</p>
              <p className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
                <span className="inline-flex items-center gap-1.5">
                  <Building2 className="size-4" />
                  {job.company}
                </span>
                <span className="inline-flex items-center gap-1.5">
                  <MapPin className="size-4" />
                  {tFilters(searchLocationLabelKey(job.location))}
                </span>
                <span className="inline-flex items-center gap-1.5">
                  <Clock className="size-4" />
                  {t('jobs.postedDaysAgo', { days: job.postedDaysAgo })}
                </span>
              </p>
            </li>
          ))}
        </ul>
        <div className="absolute inset-0 grid place-items-center p-4">
          <div className="w-full max-w-sm rounded-card border border-border bg-background/95 p-6 text-center shadow-xl">
            <Lock className="mx-auto size-8 text-primary" aria-hidden="true" />
            <p className="mt-3 text-lg font-semibold text-brand-950">{t('jobs.lockedTitle')}</p>
            <p className="mt-1 text-muted-foreground">{t('jobs.lockedText')}</p>
            <Button asChild className="mt-5 h-auto min-h-11 py-2.5 whitespace-normal">
              <Link to={localizePath('/auth', locale)}>{t('jobs.signIn')}</Link>
            </Button>
          </div>
        </div>
      </div>
    </section>
  );
}
