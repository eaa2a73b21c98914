import { localizePath } from '@azubi/shared/i18n/locales';
import { Building2 } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LoadingSpinner } from '../../components/loading-spinner';
import { Card } from '../../components/ui/card';
import { NoTrialNotice, subscriptionQueryOptions } from '../../features/billing';
import { EmailVerificationNotice } from '../../features/auth/components/email-verification-notice';
import { FormAlert } from '../../components/form-alert';
import { useCompany } from '../../features/companies/api/get-company';
import { EmployerOnboardingForm } from '../../features/companies/components/employer-onboarding-form';
import { RequireAccount } from '../require-account';
import { useSharedMessage } from '../../hooks/use-shared-message';
import { useLocale } from '../../i18n/use-locale';

/** `/employer-onboarding`: an employer names their company before posting listings. */
export function EmployerOnboardingPage() {
  const { t } = useTranslation('employer');
  return (
    <>
      <title>{t('onboarding.documentTitle')}</title>
      <div className="mx-auto grid max-w-2xl gap-6 px-4 py-8 sm:px-6 sm:py-12">
        <RequireAccount roles={['employer']} wrongRoleText={t('onboarding.employersOnly')}>
          {(me) => <Onboarding hasCompany={Boolean(me.company)} me={me} />}
        </RequireAccount>
      </div>
    </>
  );
}

function Onboarding({
  hasCompany,
  me,
}: {
  hasCompany: boolean;
  me: Parameters<typeof EmailVerificationNotice>[0]['me'];
}) {
  const { t } = useTranslation('employer');
  const tShared = useSharedMessage();
  const locale = useLocale();
  const navigate = useNavigate();
  const company = useCompany({ enabled: hasCompany });
  const queryClient = useQueryClient();
  // Onboarded, but the company's domain already had its free trial: say so here, with the way to buy.
  const [noTrial, setNoTrial] = useState(false);
  const done = async () => {
    const subscription = await queryClient.fetchQuery({ ...subscriptionQueryOptions, staleTime: 0 }).catch(() => null);
    if (subscription?.state.status === 'no_trial') setNoTrial(true);
    else void navigate(localizePath('/employer/listings', locale));
  };

  return (
    <>
      <header className="grid gap-2">
        <p className="text-sm font-semibold tracking-wide text-primary uppercase">{t('onboarding.eyebrow')}</p>
        <h1 className="text-3xl leading-tight font-bold tracking-tight text-brand-950 sm:text-4xl">
          {hasCompany ? t('onboarding.editTitle') : t('onboarding.title')}
        </h1>
        <p className="text-lg text-muted-foreground">{t('onboarding.intro')}</p>
      </header>
      {hasCompany || noTrial ? <NoTrialNotice continueTo="/employer/listings" /> : null}
      {me.user.emailVerified ? null : (
        <>
          <FormAlert message={tShared('companies.verifyEmailFirst')} />
          <EmailVerificationNotice me={me} />
        </>
      )}
      <Card className="grid gap-4">
        <h2 className="flex items-center gap-2 text-xl font-semibold text-brand-950">
          <Building2 className="size-5 text-primary" aria-hidden="true" />
          {t('onboarding.cardTitle')}
        </h2>
        {hasCompany && company.isPending ? (
          <LoadingSpinner />
        ) : (
          <EmployerOnboardingForm company={company.data ?? null} onDone={() => void done()} />
        )}
      </Card>
    </>
  );
}
