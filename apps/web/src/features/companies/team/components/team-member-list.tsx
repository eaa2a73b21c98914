import type { TeamMember } from '@azubi/shared/companies/team';
import { formatDate } from '@azubi/shared/dates/format-date';
import { LogOut, ShieldCheck, UserMinus, UserRound } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { Dialog, DialogClose } from '../../../../components/ui/dialog';
import { toast } from '../../../../components/ui/use-toast';
import { useLocale } from '../../../../i18n/use-locale';
import { useAccountTimeZone } from '../../../../lib/account/use-dates';
import { showFailureToast } from '../../../../components/failure-toast';
import { useSharedMessage } from '../../../../hooks/use-shared-message';
import { useChangeMemberRole, useRemoveTeamMember } from '../api/manage-team-members';

/** The team's members: role, joined date, and the admin's actions (role, remove, leave). */
export function TeamMemberList({
  members,
  companyName,
  onLeft,
}: {
  members: TeamMember[];
  companyName: string;
  /** The signed-in admin left the team. */
  onLeft: () => void;
}) {
  // The server refuses to demote or remove the last admin; the buttons say so before the click.
  const soleAdmin = members.filter((member) => member.role === 'admin').length === 1;
  return (
    <ul className="grid gap-3">
      {members.map((member) => (
        <li key={member.userId}>
          <MemberRow
            member={member}
            companyName={companyName}
            onLeft={onLeft}
            lastAdmin={soleAdmin && member.role === 'admin'}
          />
        </li>
      ))}
    </ul>
  );
}

function MemberRow({
  member,
  companyName,
  onLeft,
  lastAdmin,
}: {
  member: TeamMember;
  companyName: string;
  onLeft: () => void;
  lastAdmin: boolean;
}) {
  const { t } = useTranslation('team');
  const tShared = useSharedMessage();
  const locale = useLocale();
  const timeZone = useAccountTimeZone();
  const changeRole = useChangeMemberRole();
  const remove = useRemoveTeamMember();
  const [confirming, setConfirming] = useState(false);
  const nameId = `team-member-${member.userId}`;
  const lastAdminId = `${nameId}-last-admin`;
  const describedBy = lastAdmin ? `${nameId} ${lastAdminId}` : nameId;
  const nextRole = member.role === 'admin' ? 'member' : 'admin';

  const onChangeRole = () =>
    changeRole.mutate(
      { userId: member.userId, role: nextRole },
      {
        onSuccess: (result) => toast({ title: result.message, variant: 'success' }),
        onError: (error) => showFailureToast(error, t('members.roleFailed')),
      },
    );
  const onRemove = () =>
    remove.mutate(member.userId, {
      onSuccess: (result) => {
        setConfirming(false);
        toast({ title: result.message, variant: 'success' });
        if (member.isYou) onLeft();
      },
      onError: (error) => {
        setConfirming(false);
        showFailureToast(error, tShared('team.removeFailed') ?? '');
      },
    });

  return (
    <article
      aria-labelledby={nameId}
      className="flex flex-wrap items-center justify-between gap-3 rounded-card border border-border bg-background p-4"
    >
      <div className="flex min-w-0 items-start gap-3">
        <span
          aria-hidden="true"
          className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-900"
        >
          {member.role === 'admin' ? <ShieldCheck className="size-5" /> : <UserRound className="size-5" />}
        </span>
        <div className="grid min-w-0 gap-0.5">
          <h3 id={nameId} className="flex flex-wrap items-center gap-2 font-semibold break-words text-brand-950">
            {member.name}
            {member.isYou ? (
              <span className="rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-800">
                {t('members.you')}
              </span>
            ) : null}
          </h3>
          <p className="text-sm break-all text-muted-foreground">{member.email}</p>
          <p className="text-sm text-muted-foreground">
            <span className="font-semibold text-foreground">{t(`roles.${member.role}`)}</span>
            {' · '}
            {t('members.joined', { date: formatDate(member.joinedAt, locale, { timeZone }) })}
          </p>
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          size="sm"
          onClick={onChangeRole}
          disabled={changeRole.isPending || lastAdmin}
          aria-describedby={describedBy}
        >
          {member.role === 'admin' ? t('members.makeMember') : t('members.makeAdmin')}
        </Button>
        <Dialog
          open={confirming}
          onOpenChange={setConfirming}
          trigger={
            <Button variant="outline" size="sm" aria-describedby={describedBy} disabled={lastAdmin}>
              {member.isYou ? <LogOut aria-hidden="true" /> : <UserMinus aria-hidden="true" />}
              {member.isYou ? t('members.leave') : t('members.remove')}
            </Button>
          }
          title={
            member.isYou
              ? t('members.leaveTitle', { company: companyName })
              : t('members.removeTitle', { name: member.name })
          }
          description={
            member.isYou ? t('members.leaveText') : t('members.removeText', { name: member.name, company: companyName })
          }
          footer={
            <>
              <DialogClose asChild>
                <Button variant="outline">{t('members.cancel')}</Button>
              </DialogClose>
              <Button variant="destructive" onClick={onRemove} disabled={remove.isPending}>
                {member.isYou ? t('members.confirmLeave') : t('members.confirmRemove')}
              </Button>
            </>
          }
        />
      </div>
      {lastAdmin ? (
        <p id={lastAdminId} className="w-full text-sm text-muted-foreground">
          {tShared('team.lastAdmin')}
        </p>
      ) : null}
    </article>
  );
}
