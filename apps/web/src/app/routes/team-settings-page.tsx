import { localizePath } from '@azubi/shared/i18n/locales';
import { ClipboardList, ShieldAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { LoadError } from '../../components/load-error';
import { LoadingSpinner } from '../../components/loading-spinner';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { useMe } from '../../lib/account/use-me';
import { useTeam } from '../../features/companies/team/api/get-team';
import { InvitationList } from '../../features/companies/team/components/invitation-list';
import { InviteForm } from '../../features/companies/team/components/invite-form';
import { TeamMemberList } from '../../features/companies/team/components/team-member-list';
import { useLocale } from '../../i18n/use-locale';

/**
 * `/team-settings` (spec §2, §6): team admins invite colleagues, see members and invitations
 * with their states, change roles and remove members. Rendered inside the employer area's frame,
 * which has already made sure the account belongs to a company. A member is told who manages
 * the team instead of getting an error.
 */
export function TeamSettingsPage() {
  const { t } = useTranslation('team');
  const me = useMe();
  const company = me.data?.company;
  const isAdmin = company?.teamRole === 'admin';

  return (
    <>
      <title>{t('documentTitle')}</title>
      {company && isAdmin ? <TeamAdminView companyName={company.name} /> : null}
      {company && !isAdmin ? <MembersOnly companyName={company.name} /> : null}
    </>
  );
}

function TeamAdminView({ companyName }: { companyName: string }) {
  const { t } = useTranslation('team');
  const locale = useLocale();
  const navigate = useNavigate();
  const team = useTeam();

  let lists;
  if (team.isPending) lists = <LoadingSpinner size="lg" text={t('loading')} className="py-16" />;
  else if (team.isError)
    lists = <LoadError message={team.error.message} retryLabel={t('retry')} onRetry={() => void team.refetch()} />;
  else
    lists = (
      <>
        <section aria-labelledby="team-members-title" className="grid gap-3">
          <h2 id="team-members-title" className="text-xl font-semibold text-brand-950">
            {t('members.title', { count: team.data.members.length })}
          </h2>
          <TeamMemberList
            members={team.data.members}
            companyName={team.data.companyName}
            onLeft={() => void navigate(localizePath('/dashboard', locale))}
          />
        </section>
        <section aria-labelledby="team-invitations-title" className="grid gap-3">
          <h2 id="team-invitations-title" className="text-xl font-semibold text-brand-950">
            {t('invitations.title', { count: team.data.invitations.length })}
          </h2>
          <InvitationList invitations={team.data.invitations} />
        </section>
      </>
    );

  return (
    <>
      <div className="grid gap-1">
        <h1 className="text-3xl leading-tight font-bold tracking-tight text-brand-950">{t('title')}</h1>
        <p className="max-w-3xl text-muted-foreground">{t('intro', { company: companyName })}</p>
      </div>
      <Card className="grid gap-4 p-5 sm:p-6">
        <h2 className="text-xl font-semibold text-brand-950">{t('invite.title')}</h2>
        <InviteForm />
      </Card>
      {lists}
    </>
  );
}

function MembersOnly({ companyName }: { companyName: string }) {
  const { t } = useTranslation('team');
  const locale = useLocale();
  return (
    <Card className="mx-auto my-6 grid max-w-xl justify-items-center gap-4 p-8 text-center">
      <ShieldAlert className="size-12 text-brand-700" aria-hidden="true" />
      <h1 className="text-2xl font-bold text-brand-950">{t('membersOnly.title')}</h1>
      <p className="text-muted-foreground">{t('membersOnly.text', { company: companyName })}</p>
      <Button asChild variant="outline">
        <Link to={localizePath('/employer/listings', locale)}>
          <ClipboardList aria-hidden="true" />
          {t('membersOnly.listings')}
        </Link>
      </Button>
    </Card>
  );
}
