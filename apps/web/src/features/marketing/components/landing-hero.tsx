import { localizePath } from '@azubi/shared/i18n/locales';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { useLocale } from '../../../i18n/use-locale';
import { SearchBar } from './search-bar';

/** The first screen: what the site is for, the way in for each side, and the search. */
export function LandingHero() {
  const { t } = useTranslation('home');
  const locale = useLocale();
  return (
    <section aria-labelledby="hero-title" className="bg-linear-to-b from-brand-50 to-background">
      <div className="mx-auto max-w-6xl px-4 pt-10 pb-12 sm:px-6 sm:pt-16 sm:pb-16">
        <p className="text-sm font-semibold tracking-wide text-primary uppercase">{t('hero.eyebrow')}</p>
        <h1
          id="hero-title"
          className="mt-2 max-w-3xl text-3xl leading-tight font-bold tracking-tight text-balance text-brand-950 sm:text-5xl sm:leading-tight"
        >
          {t('hero.title')}
        </h1>
        <p className="mt-4 max-w-2xl text-lg text-muted-foreground sm:text-xl sm:leading-relaxed">{t('hero.text')}</p>
        <div className="mt-7 flex flex-col gap-3 sm:flex-row">
          <Button asChild size="lg">
            <Link to={`${localizePath('/auth', locale)}?role=azubi`}>{t('hero.candidateButton')}</Link>
          </Button>
          {/* The badge may go under the words on a narrow phone ("Ich bin Arbeitgeber 10 Tage kostenlos" is wider than 375 px). */}
          <Button asChild size="lg" variant="outline" className="h-auto min-h-12 flex-wrap py-2 whitespace-normal">
            <Link to={localizePath('/for-employers', locale)}>
              {t('hero.employerButton')}{' '}
              <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-sm font-bold text-amber-900">
                {t('hero.trialBadge')}
              </span>
            </Link>
          </Button>
        </div>
        <div className="mt-8 sm:mt-10">
          <SearchBar />
        </div>
      </div>
    </section>
  );
}
