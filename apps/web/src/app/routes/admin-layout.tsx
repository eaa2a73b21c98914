import type { PendingCounts } from '@azubi/shared/moderation/pending-counts';
import type { UserRole } from '@azubi/shared/auth/schemas';
import { localizePath } from '@azubi/shared/i18n/locales';
import {
  BarChart3,
  Bell,
  CreditCard,
  Flag,
  FlaskConical,
  Mail,
  Newspaper,
  ScrollText,
  Send,
  ShieldCheck,
  Star,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useSearchParams } from 'react-router';
import { useMe } from '../../lib/account/use-me';
import { usePendingCounts } from '../../features/moderation/api/pending-counts-api';
import { useLocale } from '../../i18n/use-locale';
import { SectionMenu, SectionMenuLink, type SectionMenuItem } from '../../components/section-menu';
import { isAdmin, isStaff } from '../../lib/account/roles';

type SectionKey =
  | 'verifications'
  | 'reports'
  | 'reviews'
  | 'blog'
  | 'users'
  | 'analytics'
  | 'auditLog'
  | 'subscriptions'
  | 'emailCampaigns'
  | 'campaigns'
  | 'testUsers'
  | 'testNotifications';

export type AdminSection = { key: SectionKey; path: string; query?: string; icon: LucideIcon; waiting?: number };

/** The queues on /admin/verifications that are reports (its `queue` tabs). */
const REPORT_QUEUES = ['reports', 'conversations'];

/**
 * The sections a role may use (the pages' and routes' own access: spec §6, docs/decisions/README.md):
 * moderators verify profiles and companies, decide reports and reviews and write the blog; admins
 * have every section. Each queue carries the count of what waits in it.
 */
export function adminSections(role: UserRole, counts: PendingCounts | undefined): AdminSection[] {
  const moderator: AdminSection[] = [
    { key: 'verifications', path: '/admin/verifications', icon: ShieldCheck, waiting: counts?.verifications.total },
    {
      key: 'reports',
      path: '/admin/verifications',
      // The queue with something open: audio reports first, then conversations.
      query: counts && counts.reports.audio === 0 && counts.reports.conversations > 0 ? 'conversations' : 'reports',
      icon: Flag,
      waiting: counts?.reports.total,
    },
    { key: 'reviews', path: '/admin/reviews', icon: Star, waiting: counts?.reviews },
    { key: 'blog', path: '/admin/blog', icon: Newspaper },
  ];
  if (!isAdmin(role)) return moderator;
  return [
    ...moderator,
    { key: 'users', path: '/admin/users', icon: Users },
    { key: 'analytics', path: '/admin/analytics', icon: BarChart3 },
    { key: 'auditLog', path: '/admin/audit', icon: ScrollText },
    { key: 'subscriptions', path: '/admin/subscriptions', icon: CreditCard },
    { key: 'emailCampaigns', path: '/admin/email-campaigns', icon: Mail },
    { key: 'campaigns', path: '/admin/campaigns', icon: Send },
    { key: 'testUsers', path: '/admin/create-test-users', icon: FlaskConical },
    { key: 'testNotifications', path: '/test-notifications', icon: Bell },
  ];
}

/**
 * The admin area's frame (issue 29): for moderators and admins, a side navigation of their sections
 * with the counts of what waits, which folds into one disclosure button on phones and tablets.
 * Anyone else sees only the page, which tells them it is not for them (RequireAccount).
 */
export function AdminLayout() {
  const me = useMe();
  const role = me.data?.user.role;
  if (!isStaff(role)) return <Outlet />;
  return (
    <div className="mx-auto w-full max-w-7xl lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-2 lg:px-6">
      <AdminNavigation role={role} />
      <div className="min-w-0">
        <Outlet />
      </div>
    </div>
  );
}

export function AdminNavigation({ role }: { role: UserRole }) {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const counts = usePendingCounts(true);
  const sections = adminSections(role, counts.data);
  const queue = searchParams.get('queue');
  const isCurrent = (section: AdminSection) => {
    const path = localizePath(section.path, locale);
    if (!(pathname === path || pathname.startsWith(`${path}/`))) return false;
    if (section.path !== '/admin/verifications') return true;
    const onReports = queue !== null && REPORT_QUEUES.includes(queue);
    return section.key === 'reports' ? onReports : !onReports;
  };
  const total =
    (counts.data?.verifications.total ?? 0) + (counts.data?.reports.total ?? 0) + (counts.data?.reviews ?? 0);
  const waiting = (count: number | undefined) =>
    count ? (
      <>
        <span
          aria-hidden="true"
          className="min-w-6 rounded-full bg-primary px-2 py-0.5 text-center text-sm font-bold text-primary-foreground"
        >
          {count}
        </span>
        <span className="sr-only">, {t('adminArea.waiting', { count })}</span>
      </>
    ) : null;
  const items: SectionMenuItem[] = sections.map((section) => ({
    key: section.key,
    to: `${localizePath(section.path, locale)}${section.query ? `?queue=${section.query}` : ''}`,
    label: t(`menu.${section.key}`),
    icon: section.icon,
    current: isCurrent(section),
    badge: waiting(section.waiting),
  }));

  return (
    <nav
      aria-label={t('adminArea.navLabel')}
      className="px-4 pt-6 sm:px-6 lg:sticky lg:top-16 lg:self-start lg:px-0 lg:py-12"
    >
      {/* Phones and tablets: the current section as a button that opens the list of all sections. */}
      <SectionMenu
        className="lg:hidden"
        items={items}
        menuLabel={t('adminArea.menu')}
        fallbackLabel={t('adminArea.navLabel')}
        badge={waiting(total)}
      />
      {/* Wider screens: every section in a column beside the page. */}
      <div className="hidden lg:grid lg:gap-2">
        <p className="px-3 text-sm font-semibold text-muted-foreground">{t('menu.admin')}</p>
        <ul className="grid gap-1">
          {items.map((item) => (
            <SectionMenuLink key={item.key} item={item} />
          ))}
        </ul>
      </div>
    </nav>
  );
}
