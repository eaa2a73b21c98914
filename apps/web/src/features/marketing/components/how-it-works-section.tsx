import { useTranslation } from 'react-i18next';
import { Tabs } from '../../../components/ui/tabs';

const STEPS = ['step1', 'step2', 'step3', 'step4'] as const;

/** Four steps for each side, candidates first. */
export function HowItWorksSection() {
  const { t } = useTranslation('home');
  const steps = (side: 'candidates' | 'employers') => (
    <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {STEPS.map((step, index) => (
        <li key={step} className="rounded-card border border-border bg-background p-5">
          <span
            className="grid size-9 place-items-center rounded-full bg-primary font-bold text-primary-foreground"
            aria-hidden="true"
          >
            {index + 1}
          </span>
          <h3 className="mt-3 text-lg font-semibold text-brand-950">{t(`howItWorks.${side}.${step}.title`)}</h3>
          <p className="mt-1 text-muted-foreground">{t(`howItWorks.${side}.${step}.text`)}</p>
        </li>
      ))}
    </ol>
  );

  return (
    <section aria-labelledby="how-title" className="below-the-fold bg-muted">
      <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6 sm:py-20">
        <h2 id="how-title" className="text-2xl font-bold tracking-tight text-brand-950 sm:text-3xl">
          {t('howItWorks.heading')}
        </h2>
        <Tabs
          className="mt-6"
          label={t('howItWorks.tabsLabel')}
          listClassName="bg-slate-200 [&>button]:whitespace-nowrap"
          items={[
            { value: 'candidates', label: t('howItWorks.candidatesTab'), content: steps('candidates') },
            { value: 'employers', label: t('howItWorks.employersTab'), content: steps('employers') },
          ]}
        />
      </div>
    </section>
  );
}
