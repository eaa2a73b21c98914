import type { Me } from '@azubi/shared/auth/schemas';
import { localizePath, stripLocale } from '@azubi/shared/i18n/locales';
import {
  BarChart3,
  ArrowRight,
  Bell,
  BookOpen,
  Briefcase,
  Building2,
  CircleUserRound,
  ClipboardList,
  CreditCard,
  FlaskConical,
  Inbox,
  Mail,
  Newspaper,
  ShieldCheck,
  Star,
  TriangleAlert,
  UserX,
  ScrollText,
  Users,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import { LoadingSpinner } from '../../components/loading-spinner';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { useMe } from '../../lib/account/use-me';
import { authHref, localizeHref } from '../../features/auth/auth-paths';
import { CompanyCard } from '../../features/auth/components/company-card';
import { EmailVerificationNotice } from '../../features/auth/components/email-verification-notice';
import { SignOutButton } from '../../features/auth/components/sign-out-button';
import { CompanyNextSteps } from '../../features/companies/components/company-next-steps';
import { useInvitationWelcome } from '../../features/auth/hooks/use-invitation-welcome';
import { ListingList } from '../../features/listings/components/listing-list';
import { SearchSummary } from '../../features/listings/components/search-summary';
import { useLandingSearch } from '../../features/listings/hooks/use-landing-search';
import { UpcomingInterviews } from '../../features/interviews/components/upcoming-interviews';
import { ConversationList } from '../../features/messaging/components/conversation-list';
import { OverduePlacementsCard } from '../../features/placements/components/overdue-placements-card';
import { CandidateTabs } from '../../features/profile/components/candidate-tabs';
import { SetupTracker } from '../../features/profile/components/setup-tracker';
import { useLocale } from '../../i18n/use-locale';
import { hasNoRole, isAdmin, isCandidate, isCompanySide, isEmployer, isStaff } from '../../lib/account/roles';

/**
 * `/dashboard`: where employers, team members and admins land, and where the landing page's
 * search arrives (spec §2). Signed-out visitors are sent to sign in and brought back.
 */
export function DashboardPage() {
  const { t } = useTranslation('dashboard');
  const locale = useLocale();
  const { pathname, search } = useLocation();
  const [params] = useSearchParams();
  const invitation = params.get('invitation') || null;
  const me = useMe();
  useInvitationWelcome(invitation, Boolean(me.data));

  let content: ReactNode;
  if (me.isPending) {
    content = <LoadingSpinner size="lg" text={t('loading')} className="py-24" />;
  } else if (me.isError) {
    content = (
      <div role="alert" className="flex flex-col items-center gap-4 py-16 text-center">
        <TriangleAlert className="size-10 text-destructive" aria-hidden="true" />
        <h1 className="text-2xl font-bold text-brand-950">{t('error.title')}</h1>
        <p className="text-muted-foreground">{me.error.message}</p>
        <Button variant="outline" onClick={() => void me.refetch()}>
          {t('error.retry')}
        </Button>
      </div>
    );
  } else if (me.data === null) {
    // An invitation link is better followed on the auth page, with its banner.
    const target = invitation
      ? authHref({ invitation })
      : authHref({ redirectTo: `${stripLocale(pathname)}${search}` });
    return <Navigate replace to={localizeHref(target, locale)} />;
  } else if (isCandidate(me.data.user.role) && params.get('tab') === 'search-profiles') {
    // A match notification's link names the dashboard's tab; the tab is its own page.
    return <Navigate replace to={localizePath('/training-search-profiles', locale)} />;
  } else if (hasNoRole(me.data.user.role)) {
    content = <NoRole />;
  } else {
    content = <Overview me={me.data} />;
  }

  return (
    <>
      <title>{t('documentTitle')}</title>
      <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-12">{content}</div>
    </>
  );
}

/** Spec §8 "No role found": the account exists but has no role; say so and offer a way out. */
function NoRole() {
  const { t } = useTranslation('dashboard');
  const { t: tAuth } = useTranslation('auth');
  return (
    <Card className="mx-auto grid max-w-xl justify-items-center gap-4 p-8 text-center">
      <UserX className="size-12 text-destructive" aria-hidden="true" />
      <h1 className="text-2xl font-bold text-brand-950">{tAuth('noRole')}</h1>
      <p className="text-muted-foreground">{t('noRole.text')}</p>
      <SignOutButton variant="primary" size="lg" />
    </Card>
  );
}

function Overview({ me }: { me: Me }) {
  const { t } = useTranslation('dashboard');
  const { t: tAccount } = useTranslation('account');
  const locale = useLocale();
  const landingSearch = useLandingSearch();
  const role = me.user.role ?? 'azubi';
  const candidate = isCandidate(role);
  const companySide = isCompanySide(role);
  const staff = isStaff(role);
  const { t: tEmployer } = useTranslation('employer');
  const { t: tJobs } = useTranslation('browseJobs');

  return (
    <div className="grid grid-cols-1 gap-6">
      <header className="grid gap-1">
        <p className="text-sm font-semibold tracking-wide text-primary uppercase">{t('eyebrow')}</p>
        <h1 className="text-3xl leading-tight font-bold tracking-tight text-brand-950 [overflow-wrap:anywhere] sm:text-4xl">
          {t('greeting', { name: me.user.calledName })}
        </h1>
        <p className="text-lg text-muted-foreground">{t('signedInAs', { role: tAccount(`roles.${role}`) })}</p>
      </header>

      <EmailVerificationNotice me={me} />

      {candidate ? <CandidateTabs /> : null}

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:items-start">
        <div className="grid grid-cols-1 gap-6">
          {landingSearch ? <SearchSummary search={landingSearch} /> : null}
          {candidate ? <SetupTracker /> : null}
          {candidate ? <UpcomingInterviews /> : null}
          {candidate ? <DashboardMessages /> : null}
          {companySide && me.company ? <CompanyNextSteps /> : null}
          {companySide && me.company ? <OverduePlacementsCard /> : null}
          {me.company ? <CompanyCard company={me.company} /> : null}
          <section aria-labelledby="next-steps-title" className="grid gap-4">
            <h2 id="next-steps-title" className="text-xl font-semibold text-brand-950">
              {t('next.title')}
            </h2>
            <ul className="grid gap-4 sm:grid-cols-2">
              {!me.company && isEmployer(role) ? (
                <NextStep
                  to={localizePath('/employer-onboarding', locale)}
                  icon={<Building2 className="size-6 text-primary" aria-hidden="true" />}
                  title={tEmployer('dashboard.onboardingTitle')}
                  text={tEmployer('dashboard.onboardingText')}
                />
              ) : null}
              {companySide && me.company ? (
                <>
                  <NextStep
                    to={localizePath('/employer/listings', locale)}
                    icon={<ClipboardList className="size-6 text-primary" aria-hidden="true" />}
                    title={tEmployer('dashboard.listingsTitle')}
                    text={tEmployer('dashboard.listingsText')}
                  />
                  <NextStep
                    to={localizePath('/employer/applications', locale)}
                    icon={<Inbox className="size-6 text-primary" aria-hidden="true" />}
                    title={tEmployer('dashboard.applicationsTitle')}
                    text={tEmployer('dashboard.applicationsText')}
                  />
                </>
              ) : null}
              {staff ? (
                <>
                  <NextStep
                    to={localizePath('/admin/verifications', locale)}
                    icon={<ShieldCheck className="size-6 text-primary" aria-hidden="true" />}
                    title={t('next.staff.queuesTitle')}
                    text={t('next.staff.queuesText')}
                  />
                  <NextStep
                    to={localizePath('/admin/reviews', locale)}
                    icon={<Star className="size-6 text-primary" aria-hidden="true" />}
                    title={t('next.staff.reviewsTitle')}
                    text={t('next.staff.reviewsText')}
                  />
                  <NextStep
                    to={localizePath('/admin/blog', locale)}
                    icon={<Newspaper className="size-6 text-primary" aria-hidden="true" />}
                    title={t('next.staff.blogTitle')}
                    text={t('next.staff.blogText')}
                  />
                </>
              ) : null}
              {isAdmin(role) ? (
                <>
                  <NextStep
                    to={localizePath('/admin/users', locale)}
                    icon={<Users className="size-6 text-primary" aria-hidden="true" />}
                    title={t('next.staff.usersTitle')}
                    text={t('next.staff.usersText')}
                  />
                  <NextStep
                    to={localizePath('/admin/analytics', locale)}
                    icon={<BarChart3 className="size-6 text-primary" aria-hidden="true" />}
                    title={t('next.staff.analyticsTitle')}
                    text={t('next.staff.analyticsText')}
                  />
                  <NextStep
                    to={localizePath('/admin/audit', locale)}
                    icon={<ScrollText className="size-6 text-primary" aria-hidden="true" />}
                    title={t('next.staff.auditTitle')}
                    text={t('next.staff.auditText')}
                  />
                  <NextStep
                    to={localizePath('/admin/subscriptions', locale)}
                    icon={<CreditCard className="size-6 text-primary" aria-hidden="true" />}
                    title={t('next.staff.subscriptionsTitle')}
                    text={t('next.staff.subscriptionsText')}
                  />
                  <NextStep
                    to={localizePath('/admin/create-test-users', locale)}
                    icon={<FlaskConical className="size-6 text-primary" aria-hidden="true" />}
                    title={t('next.staff.testUsersTitle')}
                    text={t('next.staff.testUsersText')}
                  />
                  <NextStep
                    to={localizePath('/test-notifications', locale)}
                    icon={<Bell className="size-6 text-primary" aria-hidden="true" />}
                    title={t('next.staff.testNotificationsTitle')}
                    text={t('next.staff.testNotificationsText')}
                  />
                  <NextStep
                    to={localizePath('/admin/email-campaigns', locale)}
                    icon={<Mail className="size-6 text-primary" aria-hidden="true" />}
                    title={t('next.staff.campaignsTitle')}
                    text={t('next.staff.campaignsText')}
                  />
                </>
              ) : null}
              <NextStep
                to={localizePath('/browse-jobs', locale)}
                icon={<Briefcase className="size-6 text-primary" aria-hidden="true" />}
                title={candidate ? t('next.browse.candidateTitle') : t('next.browse.title')}
                text={candidate ? t('next.browse.candidateText') : t('next.browse.text')}
              />
              <NextStep
                to={localizePath('/blog', locale)}
                icon={<BookOpen className="size-6 text-primary" aria-hidden="true" />}
                title={t('next.blog.title')}
                text={candidate ? t('next.blog.candidateText') : t('next.blog.text')}
              />
            </ul>
          </section>
        </div>

        <Card role="region" aria-labelledby="account-title" className="grid gap-4">
          <h2 id="account-title" className="flex items-center gap-2 text-xl font-semibold text-brand-950">
            <CircleUserRound className="size-5 text-primary" aria-hidden="true" />
            {t('account.title')}
          </h2>
          <dl className="grid gap-3">
            <div>
              <dt className="text-sm font-medium text-muted-foreground">{t('account.name')}</dt>
              <dd className="break-words">{me.user.fullName}</dd>
            </div>
            <div>
              <dt className="text-sm font-medium text-muted-foreground">{t('account.email')}</dt>
              <dd className="break-all">{me.user.email}</dd>
            </div>
            <div>
              <dt className="text-sm font-medium text-muted-foreground">{t('account.role')}</dt>
              <dd>{tAccount(`roles.${role}`)}</dd>
            </div>
            <div>
              <dt className="text-sm font-medium text-muted-foreground">{t('account.emailStatus')}</dt>
              <dd>{me.user.emailVerified ? t('account.verified') : t('account.unverified')}</dd>
            </div>
          </dl>
          <SignOutButton className="justify-self-start" />
        </Card>
      </div>

      {candidate && landingSearch ? (
        <section aria-labelledby="search-results-title" className="grid gap-4">
          <h2 id="search-results-title" className="text-xl font-semibold text-brand-950">
            {tJobs('search.results')}
          </h2>
          <ListingList filters={landingSearch} />
        </section>
      ) : null}
    </div>
  );
}

/** The candidate's messages tab (spec §2): the conversations, each opening in /my-messages. */
function DashboardMessages() {
  const { t } = useTranslation('messages');
  const locale = useLocale();
  const base = localizePath('/my-messages', locale);
  return (
    <Card className="grid gap-0 overflow-hidden p-0">
      <ConversationList side="candidate" basePath={base} className="max-h-96" />
      <Link to={base} className="border-t border-border px-4 py-3 text-sm font-semibold text-primary hover:underline">
        {t('dashboard.all')}
      </Link>
    </Card>
  );
}

function NextStep({ to, icon, title, text }: { to: string; icon: ReactNode; title: string; text: string }) {
  return (
    <li className="flex">
      <Link
        to={to}
        className="group flex w-full items-start gap-3 rounded-card border border-border bg-background p-5 shadow-sm transition-colors hover:border-primary hover:bg-secondary"
      >
        {icon}
        <span className="grid min-w-0 flex-1 gap-1">
          <span className="flex items-center gap-1 font-semibold text-brand-950">
            {title}
            <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" aria-hidden="true" />
          </span>
          <span className="text-sm text-muted-foreground">{text}</span>
        </span>
      </Link>
    </li>
  );
}
