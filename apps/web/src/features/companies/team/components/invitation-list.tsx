import type { InvitationState, TeamInvitation } from '@azubi/shared/companies/team';
import { formatDate } from '@azubi/shared/dates/format-date';
import { Ban, MailPlus, RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { toast } from '../../../../components/ui/use-toast';
import { useLocale } from '../../../../i18n/use-locale';
import { useAccountTimeZone } from '../../../../lib/account/use-dates';
import { cn } from '../../../../lib/cn';
import { showFailureToast } from '../../../../components/failure-toast';
import { useSharedMessage } from '../../../../hooks/use-shared-message';
import { useResendInvitation, useRevokeInvitation } from '../api/manage-invitation';

const STATE_STYLE: Record<InvitationState, string> = {
  pending: 'bg-amber-100 text-amber-900',
  accepted: 'bg-emerald-100 text-emerald-900',
  expired: 'bg-slate-200 text-slate-800',
  revoked: 'bg-red-100 text-red-900',
};

/** The company's invitations with their states (spec §4); pending and expired ones can be sent again or revoked. */
export function InvitationList({ invitations }: { invitations: TeamInvitation[] }) {
  const { t } = useTranslation('team');
  if (invitations.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 rounded-card border border-dashed border-border py-8 text-center">
        <MailPlus className="size-8 text-muted-foreground" aria-hidden="true" />
        <p className="font-semibold">{t('invitations.emptyTitle')}</p>
        <p className="max-w-md px-4 text-muted-foreground">{t('invitations.emptyText')}</p>
      </div>
    );
  }
  return (
    <ul className="grid gap-3">
      {invitations.map((invitation) => (
        <li key={invitation.id}>
          <InvitationRow invitation={invitation} />
        </li>
      ))}
    </ul>
  );
}

function InvitationRow({ invitation }: { invitation: TeamInvitation }) {
  const { t } = useTranslation('team');
  const tShared = useSharedMessage();
  const locale = useLocale();
  const timeZone = useAccountTimeZone();
  const resend = useResendInvitation();
  const revoke = useRevokeInvitation();
  const emailId = `team-invitation-${invitation.id}`;
  const open = invitation.state === 'pending' || invitation.state === 'expired';
  const date = (value: string) => formatDate(value, locale, { timeZone });

  const onResend = () =>
    resend.mutate(invitation.id, {
      onSuccess: (result) => toast({ title: result.message, variant: 'success' }),
      onError: (error) => showFailureToast(error, tShared('team.sendFailed') ?? ''),
    });
  const onRevoke = () =>
    revoke.mutate(invitation.id, {
      onSuccess: (result) => toast({ title: result.message, variant: 'success' }),
      onError: (error) => showFailureToast(error, t('invitations.revokeFailed')),
    });

  return (
    <article
      aria-labelledby={emailId}
      className="flex flex-wrap items-center justify-between gap-3 rounded-card border border-border bg-background p-4"
    >
      <div className="grid min-w-0 gap-0.5">
        <h3 id={emailId} className="font-semibold break-all text-brand-950">
          {invitation.email}
        </h3>
        <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          <span className={cn('rounded-full px-2.5 py-0.5 font-semibold', STATE_STYLE[invitation.state])}>
            {t(`invitations.states.${invitation.state}`)}
          </span>
          <span className="font-semibold text-foreground">{t(`roles.${invitation.role}`)}</span>
        </p>
        <p className="text-sm text-muted-foreground">
          {invitation.invitedByName
            ? t('invitations.sent', { date: date(invitation.createdAt), name: invitation.invitedByName })
            : t('invitations.sentNoName', { date: date(invitation.createdAt) })}
          {invitation.state === 'pending'
            ? ` · ${t('invitations.expires', { date: date(invitation.expiresAt) })}`
            : null}
          {invitation.state === 'expired'
            ? ` · ${t('invitations.expired', { date: date(invitation.expiresAt) })}`
            : null}
          {invitation.state === 'accepted' && invitation.acceptedAt
            ? ` · ${t('invitations.accepted', { date: date(invitation.acceptedAt) })}`
            : null}
        </p>
      </div>
      {open ? (
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" onClick={onResend} disabled={resend.isPending} aria-describedby={emailId}>
            <RotateCw aria-hidden="true" />
            {t('invitations.resend')}
          </Button>
          <Button variant="outline" size="sm" onClick={onRevoke} disabled={revoke.isPending} aria-describedby={emailId}>
            <Ban aria-hidden="true" />
            {t('invitations.revoke')}
          </Button>
        </div>
      ) : null}
    </article>
  );
}
