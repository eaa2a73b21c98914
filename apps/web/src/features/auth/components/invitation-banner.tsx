import type { Me } from '@azubi/shared/auth/schemas';
import { LoaderCircle, UsersRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { useAcceptInvitation } from '../api/use-accept-invitation';
import { useCompleteAuth } from '../hooks/use-complete-auth';
import { useInvitationErrorHandler } from '../hooks/use-invitation-error-handler';
import { isInvitationError } from '../invitation-errors';
import type { ActiveInvitation } from './active-invitation';
import { showFailureToast } from '../../../components/failure-toast';

/**
 * What the team invitation is for: company, role and the invited address (spec §2). Someone
 * already signed in can accept it here; everyone else signs up or in below.
 */
export function InvitationBanner({ invitation, me }: { invitation: ActiveInvitation; me: Me | null }) {
  const { t } = useTranslation('authPage');
  const { t: tAccount } = useTranslation('account');
  const { t: tAuth } = useTranslation('auth');
  const accept = useAcceptInvitation();
  const completeAuth = useCompleteAuth();
  const onInvitationError = useInvitationErrorHandler();
  const { companyName, role, email } = invitation.info;

  return (
    <section
      aria-labelledby="invitation-title"
      className="rounded-card border border-primary/30 bg-secondary p-4 text-secondary-foreground"
    >
      <div className="flex items-start gap-3">
        <UsersRound className="mt-0.5 size-6 shrink-0 text-primary" aria-hidden="true" />
        <div className="grid min-w-0 gap-2">
          <h2 id="invitation-title" className="text-lg leading-snug font-semibold text-brand-950">
            {t('invitation.title', { company: companyName })}
          </h2>
          <dl className="grid gap-x-3 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
            <dt className="font-medium">{t('invitation.company')}</dt>
            <dd className="min-w-0 break-words">{companyName}</dd>
            <dt className="font-medium">{t('invitation.role')}</dt>
            <dd>{tAccount(`teamRoles.${role}`)}</dd>
            <dt className="font-medium">{t('invitation.email')}</dt>
            <dd className="min-w-0 break-all">{email}</dd>
          </dl>
          {me ? (
            <div className="grid gap-2">
              <p className="text-sm">{t('invitation.signedInAs', { email: me.user.email })}</p>
              <Button
                className="justify-self-start"
                disabled={accept.isPending || accept.isSuccess}
                onClick={() =>
                  accept.mutate(invitation.token, {
                    onSuccess: (result) => completeAuth(result),
                    onError: (error) => {
                      // Invalid, accepted, expired: as on the page's load. Another account (403): say so and stay.
                      if (isInvitationError(error)) onInvitationError(error);
                      else showFailureToast(error, tAuth('invitationError'));
                    },
                  })
                }
              >
                {accept.isPending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
                {t('invitation.accept')}
              </Button>
            </div>
          ) : (
            <p className="text-sm">{t('invitation.hint')}</p>
          )}
        </div>
      </div>
    </section>
  );
}
