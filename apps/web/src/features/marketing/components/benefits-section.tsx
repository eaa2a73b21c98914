import {
  BadgeCheck,
  Building2,
  Gift,
  GraduationCap,
  Layers,
  Mic,
  PiggyBank,
  ShieldCheck,
  Timer,
  UserCheck,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';

const CANDIDATE_BENEFITS: readonly [key: 'free' | 'certificates' | 'voice' | 'fair', Icon: LucideIcon][] = [
  ['free', Gift],
  ['certificates', BadgeCheck],
  ['voice', Mic],
  ['fair', ShieldCheck],
];
const EMPLOYER_BENEFITS: readonly [key: 'savings' | 'faster' | 'verified' | 'tools', Icon: LucideIcon][] = [
  ['savings', PiggyBank],
  ['faster', Timer],
  ['verified', UserCheck],
  ['tools', Layers],
];

/** What each side gets from the platform. */
export function BenefitsSection() {
  const { t } = useTranslation('home');
  return (
    <section aria-labelledby="benefits-title" className="below-the-fold mx-auto max-w-6xl px-4 py-14 sm:px-6 sm:py-20">
      <h2 id="benefits-title" className="text-2xl font-bold tracking-tight text-brand-950 sm:text-3xl">
        {t('benefits.heading')}
      </h2>
      <p className="mt-2 max-w-2xl text-lg text-muted-foreground">{t('benefits.intro')}</p>
      <div className="mt-8 grid gap-6 lg:grid-cols-2">
        <Card>
          <h3 className="flex items-center gap-3 text-xl font-semibold text-brand-950">
            <GraduationCap className="size-7 text-primary" aria-hidden="true" strokeWidth={1.75} />
            {t('benefits.candidates.title')}
          </h3>
          <ul className="mt-5 grid gap-5">
            {CANDIDATE_BENEFITS.map(([key, Icon]) => (
              <Benefit
                key={key}
                Icon={Icon}
                title={t(`benefits.candidates.${key}.title`)}
                text={t(`benefits.candidates.${key}.text`)}
              />
            ))}
          </ul>
        </Card>
        <Card>
          <h3 className="flex items-center gap-3 text-xl font-semibold text-brand-950">
            <Building2 className="size-7 text-primary" aria-hidden="true" strokeWidth={1.75} />
            {t('benefits.employers.title')}
          </h3>
          <ul className="mt-5 grid gap-5">
            {EMPLOYER_BENEFITS.map(([key, Icon]) => (
              <Benefit
                key={key}
                Icon={Icon}
                title={t(`benefits.employers.${key}.title`)}
                text={t(`benefits.employers.${key}.text`)}
              />
            ))}
          </ul>
        </Card>
      </div>
    </section>
  );
}

function Benefit({ Icon, title, text }: { Icon: LucideIcon; title: string; text: string }) {
  return (
    <li className="flex gap-4">
      <span className="grid size-10 shrink-0 place-items-center rounded-full bg-secondary text-primary">
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <span>
        <span className="block font-semibold">{title}</span>
        <span className="mt-0.5 block text-muted-foreground">{text}</span>
      </span>
    </li>
  );
}
