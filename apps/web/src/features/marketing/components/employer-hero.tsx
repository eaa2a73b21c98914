import { localizePath } from '@azubi/shared/i18n/locales';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { useLocale } from '../../../i18n/use-locale';

/** The employer page's first screen: the offer and the trial. */
export function EmployerHero() {
  const { t } = useTranslation('employers');
  const locale = useLocale();
  return (
    <section aria-labelledby="employers-title" className="bg-linear-to-b from-brand-50 to-background">
      <div className="mx-auto max-w-6xl px-4 pt-10 pb-12 sm:px-6 sm:pt-16 sm:pb-16">
        <p className="text-sm font-semibold tracking-wide text-primary uppercase">{t('hero.eyebrow')}</p>
        <h1
          id="employers-title"
          className="mt-2 max-w-3xl text-3xl leading-tight font-bold tracking-tight text-balance text-brand-950 sm:text-5xl sm:leading-tight"
        >
          {t('hero.title')}
        </h1>
        <p className="mt-4 max-w-2xl text-lg text-muted-foreground sm:text-xl sm:leading-relaxed">{t('hero.text')}</p>
        <div className="mt-7 flex flex-col gap-3 sm:flex-row sm:items-center">
          <Button asChild size="lg">
            <Link to={`${localizePath('/auth', locale)}?role=employer`}>{t('hero.trialButton')}</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <a href="#pricing">{t('hero.pricesLink')}</a>
          </Button>
        </div>
        <p className="mt-3 text-sm text-muted-foreground">{t('hero.trialNote')}</p>
      </div>
    </section>
  );
}
