import { useTranslation } from 'react-i18next';
import {
  BenefitsSection,
  ClosingCta,
  HowItWorksSection,
  JobPreviewSection,
  LandingHero,
  MobileBottomBar,
  PricingSection,
  StatsSection,
  TestimonialsSection,
} from '../../features/marketing';
import { GetStartedButton } from '../../features/site';
import { usePlans } from '../../features/billing/api/get-plans';

/** The landing page (`/`, `/de`), its sections in the order of spec §2. */
export function HomePage() {
  const { t } = useTranslation('home');
  // The plans on sale; the server renders this page with them.
  const plans = usePlans();
  return (
    <>
      <title>{t('documentTitle')}</title>
      <LandingHero />
      <StatsSection />
      <BenefitsSection />
      <HowItWorksSection />
      <JobPreviewSection />
      <TestimonialsSection />
      <PricingSection plans={plans.data} />
      <ClosingCta action={<GetStartedButton size="lg" variant="secondary" />} />
      <MobileBottomBar />
    </>
  );
}
