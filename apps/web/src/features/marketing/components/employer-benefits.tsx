import { BadgeCheck, EyeOff, MessagesSquare, PiggyBank, Timer, Users, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';

const BENEFITS: readonly [
  key: 'verified' | 'savings' | 'faster' | 'communication' | 'team' | 'fair',
  Icon: LucideIcon,
][] = [
  ['verified', BadgeCheck],
  ['savings', PiggyBank],
  ['faster', Timer],
  ['communication', MessagesSquare],
  ['team', Users],
  ['fair', EyeOff],
];

/** What an employer gets. */
export function EmployerBenefits() {
  const { t } = useTranslation('employers');
  return (
    <section aria-labelledby="employer-benefits-title" className="below-the-fold bg-muted">
      <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6 sm:py-20">
        <h2 id="employer-benefits-title" className="text-2xl font-bold tracking-tight text-brand-950 sm:text-3xl">
          {t('benefits.heading')}
        </h2>
        <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {BENEFITS.map(([key, Icon]) => (
            <li key={key} className="rounded-card border border-border bg-background p-6 shadow-sm">
              <Icon className="size-8 text-primary" aria-hidden="true" strokeWidth={1.75} />
              <h3 className="mt-3 text-lg font-semibold text-brand-950">{t(`benefits.${key}.title`)}</h3>
              <p className="mt-1 text-muted-foreground">{t(`benefits.${key}.text`)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
