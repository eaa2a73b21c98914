import { localizePath } from '@azubi/shared/i18n/locales';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BrandMark } from '../../components/brand-mark';
import { LanguageSwitcher } from '../../components/language-switcher';
import { useRememberAccountLocale } from '../../features/auth/api/use-account-locale';
import { AccountMenu } from '../../features/auth/components/account-menu';
import { SubscriptionChipSlot } from '../../features/billing/components/subscription-chip-slot';
import { useSessionHint } from '../../lib/account/session-hint';
import { MessagesBadgeSlot } from '../../features/messaging/components/messages-badge-slot';
import { NotificationBellSlot } from '../../features/notifications/components/notification-bell-slot';
import { MainNavigation } from '../../features/site/components/main-navigation';
import { useLocale } from '../../i18n/use-locale';

export function SiteHeader() {
  const { t } = useTranslation();
  const locale = useLocale();
  const signedIn = useSessionHint();
  // Signed in, the language chosen here becomes the account's: it sticks, and e-mails follow it.
  const rememberAccountLocale = useRememberAccountLocale();
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/85">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-4 sm:px-6">
        <Link
          to={localizePath('/', locale)}
          className="-ml-1 inline-flex h-11 items-center gap-2 rounded-control px-1 text-base font-bold tracking-tight whitespace-nowrap text-brand-950 sm:gap-2.5 sm:text-lg"
        >
          <BrandMark />
          {/* Signed in, the bell and the account menu need the room on the narrowest phones: the logo stays. */}
          <span className={signedIn ? 'max-[419px]:sr-only' : undefined}>{t('brand')}</span>
        </Link>
        <div className="flex items-center gap-1 sm:gap-2">
          <LanguageSwitcher onSwitch={rememberAccountLocale} />
          <MainNavigation />
          <SubscriptionChipSlot />
          <MessagesBadgeSlot />
          <NotificationBellSlot />
          <AccountMenu />
        </div>
      </div>
      <SubscriptionChipSlot variant="strip" />
    </header>
  );
}
