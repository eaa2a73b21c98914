import type { CompanyProfile } from '@azubi/shared/companies/company-profile';
import { localizePath } from '@azubi/shared/i18n/locales';
import { ArrowRight, CircleCheck, CircleDashed } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card';
import { useLocale } from '../../../i18n/use-locale';
import { AccessStatusPill } from '../../billing';
import { cn } from '../../../lib/cn';
import { useCompanyProfile } from '../api/company-profile-api';

/**
 * A new company's next steps, in order (issue 13): complete the profile, get verified, post the
 * first listing, each ticked once done, with the company's trial or plan in one line from the same
 * state as the header and `/subscription`. Gone once all are done.
 */
export function CompanyNextSteps() {
  const profile = useCompanyProfile();
  if (!profile.data) return null;
  return <Steps profile={profile.data} />;
}

function Steps({ profile }: { profile: CompanyProfile }) {
  const { t } = useTranslation('company');
  const locale = useLocale();
  const { setup } = profile;
  const pending = profile.verificationStatus === 'pending';
  const steps = [
    { key: 'profile', done: setup.profileComplete, to: '/company-settings' },
    { key: pending ? 'verifyPending' : 'verify', done: setup.verified, to: '/company-settings#verification' },
    { key: 'listing', done: setup.firstListing, to: '/employer/listings/new' },
  ] as const;
  if (steps.every((step) => step.done)) return null;
  const nextIndex = steps.findIndex((step) => !step.done);

  return (
    <Card role="region" aria-labelledby="company-next-steps-title" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="company-next-steps-title" className="text-xl font-semibold text-brand-950">
          {t('nextSteps.title')}
        </h2>
        <AccessStatusPill />
      </div>
      <ol className="grid gap-3">
        {steps.map((step, index) => (
          <li key={step.key}>
            <Link
              to={localizePath(step.to, locale)}
              className={cn(
                'group flex items-start gap-3 rounded-control border p-4 transition-colors hover:border-primary hover:bg-secondary',
                index === nextIndex ? 'border-primary' : 'border-border',
              )}
            >
              {step.done ? (
                <CircleCheck className="size-6 shrink-0 text-success" aria-hidden="true" />
              ) : (
                <CircleDashed className="size-6 shrink-0 text-muted-foreground" aria-hidden="true" />
              )}
              <span className="grid min-w-0 flex-1 gap-0.5">
                <span className="flex items-center gap-1 font-semibold text-brand-950">
                  {index + 1}. {t(`nextSteps.${step.key}.title`)}
                  <span className="sr-only"> ({step.done ? t('nextSteps.done') : t('nextSteps.open')})</span>
                  <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" aria-hidden="true" />
                </span>
                <span className="text-sm text-muted-foreground">{t(`nextSteps.${step.key}.text`)}</span>
              </span>
            </Link>
          </li>
        ))}
      </ol>
    </Card>
  );
}
