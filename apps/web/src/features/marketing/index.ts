// The public marketing pages' sections (landing page, employer page), composed by the app's routes.
export { BenefitsSection } from './components/benefits-section';
export { ClosingCta } from './components/closing-cta';
export { EmployerBenefits } from './components/employer-benefits';
export { EmployerHero } from './components/employer-hero';
export { FaqSection } from './components/faq-section';
export { HowItWorksSection } from './components/how-it-works-section';
export { JobPreviewSection } from './components/job-preview-section';
export { LandingHero } from './components/landing-hero';
export { BOTTOM_BAR_THRESHOLD_PX, MobileBottomBar } from './components/mobile-bottom-bar';
export { PricingSection } from './components/pricing-section';
export { StatsSection } from './components/stats-section';
export { TestimonialsSection } from './components/testimonials-section';
