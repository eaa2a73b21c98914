import { localizePath } from '@azubi/shared/i18n/locales';
import { Bookmark, Building2, ClipboardList, Inbox, UserSearch, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, NavLink, Outlet } from 'react-router';
import { RequireAccount } from '../../features/listings/components/require-account';
import { useLocale } from '../../i18n/use-locale';
import { cn } from '../../lib/cn';

/**
 * `/employer`: the employer area (spec §2). Employers and team members only; an employer without
 * a company is taken to onboarding first. Each area is a nested page under this frame.
 */
export function EmployerLayout() {
  const { t } = useTranslation('employer');
  const locale = useLocale();
  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 py-6 sm:px-6 sm:py-10">
      <RequireAccount roles={['employer', 'team_member']} wrongRoleText={t('area.employersOnly')}>
        {(me) =>
          me.company ? (
            <>
              {/* Every tab in view on a phone too: they wrap rather than run off the screen's edge. */}
              <nav aria-label={t('area.navLabel')}>
                <ul className="flex flex-wrap gap-x-1 border-b border-border sm:gap-x-2">
                  <Tab to={localizePath('/employer/listings', locale)} icon={<ClipboardList />}>
                    {t('area.listings')}
                  </Tab>
                  <Tab to={localizePath('/employer/applications', locale)} icon={<Inbox />}>
                    {t('area.applications')}
                  </Tab>
                  <Tab to={localizePath('/employer/candidates', locale)} icon={<UserSearch />}>
                    {t('area.candidates')}
                  </Tab>
                  <Tab to={localizePath('/employer/saved', locale)} icon={<Bookmark />}>
                    {t('area.saved')}
                  </Tab>
                  <Tab to={localizePath('/company-settings', locale)} icon={<Building2 />}>
                    {t('area.company')}
                  </Tab>
                  {me.company.teamRole === 'admin' ? (
                    <Tab to={localizePath('/team-settings', locale)} icon={<Users />}>
                      {t('area.team')}
                    </Tab>
                  ) : null}
                </ul>
              </nav>
              <Outlet />
            </>
          ) : (
            <Navigate replace to={localizePath('/employer-onboarding', locale)} />
          )
        }
      </RequireAccount>
    </div>
  );
}

function Tab({ to, icon, children }: { to: string; icon: ReactNode; children: ReactNode }) {
  return (
    <li>
      <NavLink
        to={to}
        className={({ isActive }) =>
          cn(
            '-mb-px inline-flex h-12 items-center gap-2 border-b-2 px-2 font-semibold whitespace-nowrap sm:px-3 [&_svg]:size-5',
            isActive
              ? 'border-primary text-primary'
              : 'border-transparent text-muted-foreground hover:border-border hover:text-foreground',
          )
        }
      >
        <span aria-hidden="true" className="hidden sm:inline">
          {icon}
        </span>
        {children}
      </NavLink>
    </li>
  );
}

/** `/employer` itself opens the listings, the area most visits are for. */
export function EmployerIndexPage() {
  const locale = useLocale();
  return <Navigate replace to={localizePath('/employer/listings', locale)} />;
}
