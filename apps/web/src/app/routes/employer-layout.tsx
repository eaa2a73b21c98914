import type { Me } from '@azubi/shared/auth/schemas';
import { localizePath } from '@azubi/shared/i18n/locales';
import { isMessageKey, translate } from '../../i18n/shared-text';
import {
  BarChart3,
  BellRing,
  Bookmark,
  Building2,
  CalendarClock,
  ClipboardList,
  CreditCard,
  Handshake,
  Inbox,
  MessageSquare,
  UserSearch,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { matchPath, Navigate, NavLink, Outlet, useLocation, useMatches } from 'react-router';
import { RequireAccount } from '../require-account';
import { useLocale } from '../../i18n/use-locale';
import { cn } from '../../lib/cn';
import { SectionMenu, type SectionMenuItem } from '../../components/section-menu';

type Section = { path: string; label: string; icon: LucideIcon };

/**
 * The employer area's sections in one navigation, in the order an employer works through them.
 * Later areas (matches, interviews, messages) join this list as they arrive.
 */
function useSections(me: Me): Section[] {
  const { t } = useTranslation('employer');
  const sections: (Section | null)[] = [
    { path: '/employer/analytics', label: t('area.analytics'), icon: BarChart3 },
    { path: '/employer/listings', label: t('area.listings'), icon: ClipboardList },
    { path: '/employer/applications', label: t('area.applications'), icon: Inbox },
    { path: '/employer/candidates', label: t('area.candidates'), icon: UserSearch },
    { path: '/employer/matches', label: t('area.matches'), icon: BellRing },
    { path: '/employer/saved', label: t('area.saved'), icon: Bookmark },
    { path: '/employer/messages', label: t('area.messages'), icon: MessageSquare },
    { path: '/employer/interviews', label: t('area.interviews'), icon: CalendarClock },
    { path: '/employer/placements', label: t('area.placements'), icon: Handshake },
    { path: '/company-settings', label: t('area.company'), icon: Building2 },
    { path: '/subscription', label: t('area.subscription'), icon: CreditCard },
    me.company?.teamRole === 'admin' ? { path: '/team-settings', label: t('area.team'), icon: Users } : null,
  ];
  return sections.filter((section) => section !== null);
}

/**
 * `/employer`: the employer area (spec §2). Employers and team members only; an employer without
 * a company is taken to onboarding first. Each area is a nested page under this frame, with one
 * navigation for all of them: a row of tabs on wider screens, a menu naming the current section
 * on a phone (so every section is in reach without scrolling sideways).
 */
export function EmployerLayout() {
  const { t } = useTranslation('employer');
  const locale = useLocale();
  // A page may say in its own words who it is for (`handle.wrongRoleMessage`, a shared message key).
  const wrongRoleMessage = useMatches()
    .map((match) => (match.handle as { wrongRoleMessage?: string } | undefined)?.wrongRoleMessage)
    .findLast((message) => message !== undefined);
  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 py-6 sm:px-6 sm:py-10">
      <RequireAccount
        roles={['employer', 'team_member']}
        wrongRoleText={
          wrongRoleMessage && isMessageKey(wrongRoleMessage)
            ? translate(locale, wrongRoleMessage)
            : t('area.employersOnly')
        }
      >
        {(me) =>
          me.company ? (
            <>
              <EmployerNavigation me={me} />
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

function EmployerNavigation({ me }: { me: Me }) {
  const { t } = useTranslation('employer');
  const locale = useLocale();
  const { pathname } = useLocation();
  const sections = useSections(me);
  const items: SectionMenuItem[] = sections.map(({ path, label, icon }) => {
    const to = localizePath(path, locale);
    return { key: path, to, label, icon, current: matchPath({ path: to, end: false }, pathname) !== null };
  });

  return (
    <nav aria-label={t('area.navLabel')}>
      {/* Phones: the current section as a button that opens the list of all sections. */}
      <SectionMenu className="sm:hidden" items={items} menuLabel={t('area.menu')} fallbackLabel={t('area.menu')} />
      {/* Wider screens: every section as a tab, wrapping to a second row where they do not fit (at 1280 px, since Placements joined, two rows). */}
      <ul className="hidden flex-wrap gap-x-0.5 border-b border-border sm:flex 2xl:gap-x-2">
        {sections.map(({ path, label, icon: Icon }) => (
          <li key={path}>
            <NavLink
              to={localizePath(path, locale)}
              className={({ isActive }) =>
                cn(
                  '-mb-px inline-flex h-12 items-center gap-2 border-b-2 px-1 text-[0.9375rem] font-semibold tracking-tight whitespace-nowrap 2xl:px-3 2xl:text-base 2xl:tracking-normal [&_svg]:size-5',
                  isActive
                    ? 'border-primary text-primary'
                    : 'border-transparent text-muted-foreground hover:border-border hover:text-foreground',
                )
              }
            >
              <Icon aria-hidden="true" className="hidden 2xl:inline" />
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** `/employer` itself opens the analytics (with a new company's next steps above them). */
export function EmployerIndexPage() {
  const locale = useLocale();
  return <Navigate replace to={localizePath('/employer/analytics', locale)} />;
}
