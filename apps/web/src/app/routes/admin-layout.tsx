import type { PendingCounts } from '@azubi/shared/moderation/pending-counts';
import type { UserRole } from '@azubi/shared/auth/schemas';
import { localizePath } from '@azubi/shared/i18n/locales';
import {
  BarChart3,
  Bell,
  ChevronDown,
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
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation, useSearchParams } from 'react-router';
import { useMe } from '../../lib/account/use-me';
import { usePendingCounts } from '../../features/moderation/api/pending-counts-api';
import { useLocale } from '../../i18n/use-locale';
import { cn } from '../../lib/cn';

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
  if (role !== 'admin') return moderator;
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
  const staff = role === 'moderator' || role === 'admin';
  if (!staff) return <Outlet />;
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
  const listId = useId();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const queue = searchParams.get('queue');
  const isCurrent = (section: AdminSection) => {
    const path = localizePath(section.path, locale);
    if (!(pathname === path || pathname.startsWith(`${path}/`))) return false;
    if (section.path !== '/admin/verifications') return true;
    const onReports = queue !== null && REPORT_QUEUES.includes(queue);
    return section.key === 'reports' ? onReports : !onReports;
  };
  const current = sections.find(isCurrent);
  const total =
    (counts.data?.verifications.total ?? 0) + (counts.data?.reports.total ?? 0) + (counts.data?.reviews ?? 0);

  const links = sections.map((section) => {
    const active = isCurrent(section);
    const Icon = section.icon;
    return (
      <li key={section.key}>
        <Link
          to={`${localizePath(section.path, locale)}${section.query ? `?queue=${section.query}` : ''}`}
          aria-current={active ? 'page' : undefined}
          onClick={() => setOpen(false)}
          className={cn(
            'flex min-h-11 items-center gap-3 rounded-control px-3 font-semibold [&_svg]:size-5 [&_svg]:shrink-0',
            active ? 'bg-secondary text-primary' : 'text-foreground hover:bg-muted',
          )}
        >
          <Icon aria-hidden="true" />
          <span className="min-w-0 flex-1">{t(`menu.${section.key}`)}</span>
          {section.waiting ? (
            <>
              <span
                aria-hidden="true"
                className="min-w-6 rounded-full bg-primary px-2 py-0.5 text-center text-sm font-bold text-primary-foreground"
              >
                {section.waiting}
              </span>
              <span className="sr-only">, {t('adminArea.waiting', { count: section.waiting })}</span>
            </>
          ) : null}
        </Link>
      </li>
    );
  });

  return (
    <nav
      aria-label={t('adminArea.navLabel')}
      className="px-4 pt-6 sm:px-6 lg:sticky lg:top-16 lg:self-start lg:px-0 lg:py-12"
    >
      {/* Phones and tablets: the current section as a button that opens the list of all sections. */}
      <div className="lg:hidden">
        <button
          ref={buttonRef}
          type="button"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen((value) => !value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape') setOpen(false);
          }}
          className="flex h-12 w-full items-center justify-between gap-3 rounded-control border border-input bg-background px-3 text-left font-semibold"
        >
          <span className="flex min-w-0 items-center gap-3 [&_svg]:size-5 [&_svg]:shrink-0 [&_svg]:text-primary">
            {current ? <current.icon aria-hidden="true" /> : null}
            <span className="min-w-0 truncate">
              <span className="sr-only">{t('adminArea.menu')}:</span>{' '}
              {current ? t(`menu.${current.key}`) : t('adminArea.navLabel')}
            </span>
          </span>
          <span className="flex shrink-0 items-center gap-2">
            {total > 0 ? (
              <>
                <span
                  aria-hidden="true"
                  className="min-w-6 rounded-full bg-primary px-2 py-0.5 text-center text-sm font-bold text-primary-foreground"
                >
                  {total}
                </span>
                <span className="sr-only">, {t('adminArea.waiting', { count: total })}</span>
              </>
            ) : null}
            <ChevronDown
              aria-hidden="true"
              className={cn('size-5 text-muted-foreground transition-transform', open && 'rotate-180')}
            />
          </span>
        </button>
        <ul
          id={listId}
          hidden={!open}
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              setOpen(false);
              buttonRef.current?.focus();
            }
          }}
          className="mt-2 grid gap-1 rounded-card border border-border bg-background p-2 shadow-sm"
        >
          {links}
        </ul>
      </div>
      {/* Wider screens: every section in a column beside the page. */}
      <div className="hidden lg:grid lg:gap-2">
        <p className="px-3 text-sm font-semibold text-muted-foreground">{t('menu.admin')}</p>
        <ul className="grid gap-1">{links}</ul>
      </div>
    </nav>
  );
}
