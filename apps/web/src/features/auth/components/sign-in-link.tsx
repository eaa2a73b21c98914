import { localizePath } from '@azubi/shared/i18n/locales';
import { LogIn } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useLocale } from '../../../i18n/use-locale';

/** "Sign in" in the header; on small screens an icon with the same name for screen readers. */
export function SignInLink() {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const { pathname } = useLocation();
  const href = localizePath('/auth', locale);
  return (
    <Link
      to={href}
      aria-current={pathname === href ? 'page' : undefined}
      className="signed-out-only inline-flex h-11 min-w-11 items-center justify-center gap-2 rounded-control px-2 text-sm font-semibold text-foreground transition-colors hover:bg-muted aria-[current=page]:text-primary sm:px-3"
    >
      <LogIn className="size-5 shrink-0" aria-hidden="true" />
      <span className="sr-only sm:not-sr-only">{t('menu.signIn')}</span>
    </Link>
  );
}
