import type { CompanyProfile } from '@azubi/shared/companies/company-profile';
import { formatDate } from '@azubi/shared/dates/format-date';
import { BadgeCheck, Clock, LoaderCircle, ShieldAlert, ShieldQuestion } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { useLocale } from '../../../i18n/use-locale';
import { useAccountTimeZone } from '../../../lib/account/use-dates';
import { failureText } from '../../../components/failure-toast';
import { FormAlert } from '../../../components/form-alert';
import { useRequestVerification } from '../api/company-profile-api';

const ICONS = {
  not_verified: ShieldQuestion,
  pending: Clock,
  verified: BadgeCheck,
  verified_manually: BadgeCheck,
  rejected: ShieldAlert,
} as const;

/**
 * Where the company stands (spec §4) and how to get verified: by the admin's e-mail domain at once,
 * or by a moderator who checks the documents. A rejection shows the moderator's reason.
 */
export function CompanyVerificationPanel({ profile }: { profile: CompanyProfile }) {
  const { t } = useTranslation('company');
  const locale = useLocale();
  const timeZone = useAccountTimeZone();
  const request = useRequestVerification();
  const [error, setError] = useState<string>();
  const status = profile.verificationStatus;
  const Icon = ICONS[status];
  const verified = status === 'verified' || status === 'verified_manually';
  const canAsk = profile.canEdit && (status === 'not_verified' || status === 'rejected' || status === 'pending');

  return (
    <div className="grid gap-4">
      <p
        className={
          verified
            ? 'flex items-center gap-2 font-semibold text-success'
            : status === 'rejected'
              ? 'flex items-center gap-2 font-semibold text-destructive'
              : 'flex items-center gap-2 font-semibold text-brand-950'
        }
      >
        <Icon className="size-5 shrink-0" aria-hidden="true" />
        {t(`verification.status.${status}`)}
      </p>
      <p className="text-muted-foreground">
        {t(`verification.explain.${status}`, {
          date: profile.verifiedAt
            ? formatDate(profile.verifiedAt, locale, { timeZone })
            : profile.verificationRequestedAt
              ? formatDate(profile.verificationRequestedAt, locale, { timeZone })
              : '',
        })}
      </p>
      {status === 'rejected' && profile.rejectionReason ? (
        <div className="grid gap-1 rounded-control border border-destructive/40 bg-destructive/5 p-3">
          <p className="text-sm font-medium">{t('verification.reason')}</p>
          <p className="whitespace-pre-line [overflow-wrap:anywhere]">{profile.rejectionReason}</p>
        </div>
      ) : null}
      {!verified ? <p className="text-sm text-muted-foreground">{t('verification.how')}</p> : null}
      <FormAlert message={error} />
      {canAsk ? (
        <Button
          // Its label wraps on a phone rather than widening the page ("Check my e-mail domain again").
          className="h-auto min-h-11 justify-self-start py-2 text-left whitespace-normal"
          disabled={request.isPending}
          onClick={() => {
            setError(undefined);
            request.mutate(undefined, {
              onSuccess: (result) => toast({ title: result.message, variant: 'success' }),
              onError: (failure) => setError(failureText(failure, t('verification.failed'))),
            });
          }}
        >
          {request.isPending ? (
            <LoaderCircle className="animate-spin" aria-hidden="true" />
          ) : (
            <BadgeCheck aria-hidden="true" />
          )}
          {status === 'pending' ? t('verification.checkAgain') : t('verification.request')}
        </Button>
      ) : null}
    </div>
  );
}
