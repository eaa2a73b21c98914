import type { Me } from '@azubi/shared/auth/schemas';
import { localizePath } from '@azubi/shared/i18n/locales';
import {
  BarChart3,
  Bell,
  ChevronDown,
  CreditCard,
  FlaskConical,
  LayoutDashboard,
  LogOut,
  Mail,
  Newspaper,
  Send,
  Settings,
  ShieldCheck,
  Star,
  ScrollText,
  Users,
} from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale } from '../../../i18n/use-locale';
import { useSignOutAndLeave } from '../hooks/use-sign-out-and-leave';
import { isAdmin, isCompanySide, isStaff } from '../../../lib/account/roles';

const itemClasses =
  'flex min-h-11 cursor-pointer items-center gap-3 rounded-md px-3 text-base outline-none select-none data-[highlighted]:bg-muted data-[disabled]:opacity-55';

function initials(name: string): string {
  // Words that start with a letter: "Sabine Krüger (Demo)" is "SK", not "S(".
  const parts = name
    .trim()
    .split(/\s+/)
    .filter((part) => /^\p{L}/u.test(part));
  const letters = parts.length > 1 ? [parts[0], parts[parts.length - 1]] : parts;
  return (
    letters
      .map((part) => Array.from(part ?? '')[0] ?? '')
      .join('')
      .toUpperCase() || '?'
  );
}

/** The signed-in person's menu in the header: their photo (or initials), the dashboard, sign out. */
export function AccountDropdown({ me }: { me: Me }) {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const { signOut, isPending } = useSignOutAndLeave();
  const { fullName, calledName, email, avatarUrl } = me.user;

  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger className="inline-flex h-11 items-center gap-2 rounded-control px-1.5 text-sm font-semibold text-foreground hover:bg-muted sm:px-2">
        {/* The name as text, not aria-label: the initials shown are not words a speech user could say. */}
        <span className="sr-only">{t('menu.open', { name: fullName })}</span>
        {avatarUrl ? (
          // The photo replaces the initials as soon as it is saved (the profile's answer updates `me`).
          <img
            src={avatarUrl}
            alt=""
            width={32}
            height={32}
            className="size-8 rounded-full border border-border object-cover"
          />
        ) : (
          <span
            aria-hidden="true"
            className="grid size-8 place-items-center rounded-full bg-primary text-xs font-bold text-primary-foreground"
          >
            {initials(fullName)}
          </span>
        )}
        <span aria-hidden="true" className="hidden max-w-32 truncate lg:inline">
          {calledName}
        </span>
        <ChevronDown className="hidden size-4 text-muted-foreground sm:block" aria-hidden="true" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-60 max-w-[calc(100vw-2rem)] rounded-card border border-border bg-background p-1.5 text-foreground shadow-lg"
        >
          <DropdownMenu.Label className="px-3 py-2">
            <span className="block truncate font-semibold">{fullName}</span>
            <span className="block truncate text-sm text-muted-foreground">{email}</span>
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-border" />
          <DropdownMenu.Item asChild className={itemClasses}>
            <Link to={localizePath('/dashboard', locale)}>
              <LayoutDashboard className="size-5 text-muted-foreground" aria-hidden="true" />
              {t('menu.dashboard')}
            </Link>
          </DropdownMenu.Item>
          {me.company && isCompanySide(me.user.role) ? (
            <DropdownMenu.Item asChild className={itemClasses}>
              <Link to={localizePath('/subscription', locale)}>
                <CreditCard className="size-5 text-muted-foreground" aria-hidden="true" />
                {t('menu.subscription')}
              </Link>
            </DropdownMenu.Item>
          ) : null}
          <DropdownMenu.Item asChild className={itemClasses}>
            <Link to={localizePath('/azubi-settings', locale)}>
              <Settings className="size-5 text-muted-foreground" aria-hidden="true" />
              {t('menu.settings')}
            </Link>
          </DropdownMenu.Item>
          {isStaff(me.user.role) ? (
            <>
              <DropdownMenu.Separator className="my-1 h-px bg-border" />
              <DropdownMenu.Label className="px-3 py-1 text-sm font-semibold text-muted-foreground">
                {t('menu.admin')}
              </DropdownMenu.Label>
              {(
                [
                  ['/admin/verifications', 'verifications', ShieldCheck],
                  ['/admin/reviews', 'reviews', Star],
                  ['/admin/blog', 'blog', Newspaper],
                  ...(isAdmin(me.user.role)
                    ? ([
                        ['/admin/users', 'users', Users],
                        ['/admin/analytics', 'analytics', BarChart3],
                        ['/admin/audit', 'auditLog', ScrollText],
                        ['/admin/subscriptions', 'subscriptions', CreditCard],
                        ['/admin/create-test-users', 'testUsers', FlaskConical],
                        ['/admin/email-campaigns', 'emailCampaigns', Mail],
                        ['/admin/campaigns', 'campaigns', Send],
                        ['/test-notifications', 'testNotifications', Bell],
                      ] as const)
                    : []),
                ] as const
              ).map(([path, key, Icon]) => (
                <DropdownMenu.Item key={path} asChild className={itemClasses}>
                  <Link to={localizePath(path, locale)}>
                    <Icon className="size-5 text-muted-foreground" aria-hidden="true" />
                    {t(`menu.${key}`)}
                  </Link>
                </DropdownMenu.Item>
              ))}
              <DropdownMenu.Separator className="my-1 h-px bg-border" />
            </>
          ) : null}
          <DropdownMenu.Item className={itemClasses} disabled={isPending} onSelect={signOut}>
            <LogOut className="size-5 text-muted-foreground" aria-hidden="true" />
            {t('menu.signOut')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
