import { localizePath, stripLocale } from '@azubi/shared/i18n/locales';
import { isKnownPagePath } from '@azubi/shared/routing/page-routes';
import {
  Bell,
  Briefcase,
  CalendarClock,
  FileText,
  Handshake,
  MessageSquare,
  SearchCheck,
  Shield,
  Star,
  UserRound,
} from 'lucide-react';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { useLocale } from '../../../i18n/use-locale';
import { usePlacements } from '../../placements';
import { cn } from '../../../lib/cn';

type Tab = {
  key: string;
  path: string;
  icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;
  /** Shown only to a candidate who has a placement (issue 20). */
  onlyWithPlacement?: boolean;
};

/**
 * The candidate's areas in the order of spec §2's dashboard tabs, plus their notifications: one
 * candidate navigation on every candidate page (issue 28).
 */
export const CANDIDATE_TABS: readonly Tab[] = [
  { key: 'jobs', path: '/browse-jobs', icon: Briefcase },
  { key: 'applications', path: '/my-applications', icon: FileText },
  { key: 'interviews', path: '/my-interviews', icon: CalendarClock },
  { key: 'placement', path: '/my-placement', icon: Handshake, onlyWithPlacement: true },
  { key: 'messages', path: '/my-messages', icon: MessageSquare },
  { key: 'notifications', path: '/notifications', icon: Bell },
  { key: 'searchProfiles', path: '/training-search-profiles', icon: SearchCheck },
  { key: 'reviews', path: '/my-reviews', icon: Star },
  { key: 'profile', path: '/my-profile', icon: UserRound },
  { key: 'privacy', path: '/privacy-settings', icon: Shield },
];

/**
 * The candidate's dashboard tabs (spec §2) as links to their pages. Only areas that exist are
 * shown: a tab appears by itself once its page is in PAGE_ROUTES, so nobody lands on an empty screen.
 */
export function CandidateTabs() {
  const { t } = useTranslation('profileEditor');
  const locale = useLocale();
  const { pathname } = useLocation();
  const current = stripLocale(pathname);
  const placements = usePlacements();
  const hasPlacement = (placements.data?.items.length ?? 0) > 0;
  const tabs = CANDIDATE_TABS.filter((tab) => isKnownPagePath(tab.path) && (!tab.onlyWithPlacement || hasPlacement));
  return (
    <nav aria-label={t('tabs.label')} className="min-w-0">
      {/* Every tab in view on a phone too (two columns), never cut off at the screen's edge. */}
      <ul className="grid grid-cols-2 gap-1 rounded-control bg-muted p-1 sm:flex sm:flex-wrap">
        {tabs.map(({ key, path, icon: Icon }) => (
          <li key={key}>
            <NavLink
              to={localizePath(path, locale)}
              aria-current={isCurrent(current, path) ? 'page' : undefined}
              className={cn(
                'flex min-h-11 items-center gap-2 rounded-md px-3 text-sm font-medium text-muted-foreground hover:text-foreground sm:inline-flex sm:whitespace-nowrap',
                isCurrent(current, path) && 'bg-background text-foreground shadow-sm',
              )}
            >
              <Icon className="size-4 shrink-0" aria-hidden={true} />
              {/* A long word ("Benachrichtigungen") breaks rather than leaving a phone's column. */}
              <span className="min-w-0 hyphens-auto wrap-break-word">{t(`tabs.${key as 'jobs'}`)}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** A tab is current on its page and on the pages below it (`/my-placement/{id}`). */
function isCurrent(current: string, path: string): boolean {
  return current === path || current.startsWith(`${path}/`);
}
