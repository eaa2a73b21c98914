import { useTranslation } from 'react-i18next';

const STATS = ['opportunities', 'profiles', 'matches', 'companies'] as const;

/** The figures the product's copy claims (spec §1). */
export function StatsSection() {
  const { t } = useTranslation('home');
  return (
    <section aria-labelledby="stats-title" className="bg-brand-900 text-white">
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-12">
        <h2 id="stats-title" className="sr-only">
          {t('stats.heading')}
        </h2>
        <dl className="grid grid-cols-2 gap-x-6 gap-y-8 lg:grid-cols-4">
          {STATS.map((stat) => (
            <div key={stat} className="flex flex-col-reverse">
              <dt className="mt-1 text-brand-100">{t(`stats.${stat}.label`)}</dt>
              <dd className="text-3xl font-bold tracking-tight sm:text-4xl">{t(`stats.${stat}.value`)}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
