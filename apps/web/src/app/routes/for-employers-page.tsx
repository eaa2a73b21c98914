import { localizePath } from '@azubi/shared/i18n/locales';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { usePlans } from '../../features/billing/api/get-plans';
import { EmployerBenefits, EmployerHero, FaqSection, PricingSection } from '../../features/marketing';
import { useLocale } from '../../i18n/use-locale';

/** `/for-employers`: what employers get, the prices with the free trial, and the FAQ. */
export function ForEmployersPage() {
  const { t } = useTranslation('employers');
  const locale = useLocale();
  // The plans on sale; the server renders this page with them.
  const plans = usePlans();
  return (
    <>
      <title>{t('documentTitle')}</title>
      <EmployerHero />
      <EmployerBenefits />
      <PricingSection plans={plans.data} />
      <FaqSection />
      <section aria-labelledby="employers-cta-title" className="bg-brand-900 text-white">
        <div className="mx-auto flex max-w-6xl flex-col items-start gap-6 px-4 py-14 sm:px-6 md:flex-row md:items-center md:justify-between">
          <div>
            <h2 id="employers-cta-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
              {t('cta.title')}
            </h2>
            <p className="mt-2 text-lg text-brand-100">{t('cta.text')}</p>
          </div>
          <Button asChild size="lg" variant="secondary">
            <Link to={`${localizePath('/auth', locale)}?role=employer`}>{t('cta.button')}</Link>
          </Button>
        </div>
      </section>
    </>
  );
}
