import type { CandidateAccess } from '@azubi/shared/candidates/candidate-search';
import { localizePath } from '@azubi/shared/i18n/locales';
import { ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { useLocale } from '../../../i18n/use-locale';

/**
 * What a company that may not search candidates sees instead of a bare "Access Denied": why, and
 * the steps that lead there (spec §6: only verified employers see candidates).
 */
export function VerificationRequired({ access }: { access: CandidateAccess }) {
  const { t } = useTranslation('candidates');
  const locale = useLocale();
  const trialOver = access.verified && !access.active;
  const state = trialOver
    ? 'trialEnded'
    : access.verificationStatus === 'verified_manually'
      ? 'verified'
      : access.verificationStatus;
  return (
    <section
      aria-labelledby="verification-required-title"
      className="grid gap-4 rounded-card border border-border bg-background p-6 shadow-sm"
    >
      <div className="flex items-start gap-3">
        <ShieldCheck className="mt-1 size-8 shrink-0 text-primary" aria-hidden="true" />
        <div className="grid gap-1">
          <h2 id="verification-required-title" className="text-xl font-semibold text-brand-950">
            {trialOver ? t('gate.trialEndedTitle') : t('gate.title')}
          </h2>
          <p className="text-muted-foreground">{t(`gate.state.${state as 'pending'}`)}</p>
        </div>
      </div>
      {trialOver ? null : (
        <>
          <ol className="grid list-decimal gap-2 pl-6">
            <li>{t('gate.steps.profile')}</li>
            <li>{t('gate.steps.request')}</li>
            <li>{t('gate.steps.wait')}</li>
          </ol>
          <p className="text-sm text-muted-foreground">{t('gate.why')}</p>
          <Button asChild className="justify-self-start">
            <Link to={localizePath('/company-settings', locale)}>{t('gate.toCompany')}</Link>
          </Button>
        </>
      )}
    </section>
  );
}
