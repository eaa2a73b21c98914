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

/** The landing page (`/`, `/de`), its sections in the order of spec §2. */
export function HomePage() {
  const { t } = useTranslation('home');
  return (
    <>
      <title>{t('documentTitle')}</title>
      <LandingHero />
      <StatsSection />
      <BenefitsSection />
      <HowItWorksSection />
      <JobPreviewSection />
      <TestimonialsSection />
      <PricingSection />
      <ClosingCta action={<GetStartedButton size="lg" variant="secondary" />} />
      <MobileBottomBar />
    </>
  );
}
