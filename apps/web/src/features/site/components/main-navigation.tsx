import { localizePath } from '@azubi/shared/i18n/locales';
import { Menu } from 'lucide-react';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { Button } from '../../../components/ui/button';
import { useReturnFocus } from '../../../components/ui/use-return-focus';
import { useLocale } from '../../../i18n/use-locale';
import { cn } from '../../../lib/cn';
import { GetStartedButton } from './get-started-button';
import { preloadable } from '../../../lib/preloadable';

/** Target of the "Skip to navigation" link. */
export const NAVIGATION_ID = 'navigation';

const MobileMenu = preloadable(() => import('./mobile-menu').then((module) => module.MobileMenu));
const preloadMobileMenu = () => void MobileMenu.preload();

/**
 * The header's navigation: links to the employer page and the blog and "Get started" on wide
 * screens; on small screens a menu button opening a side menu with the same choices.
 */
export function MainNavigation() {
  const { t } = useTranslation('site');
  const locale = useLocale();
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuMounted, setMenuMounted] = useState(false);
  const { ref: menuButtonRef, onCloseAutoFocus } = useReturnFocus();

  const links = [
    { to: localizePath('/for-employers', locale), label: t('nav.forEmployers') },
    { to: localizePath('/blog', locale), label: t('nav.blog') },
  ];

  return (
    <nav id={NAVIGATION_ID} tabIndex={-1} aria-label={t('nav.label')} className="flex items-center gap-1 outline-none">
      <ul className="hidden items-center gap-1 md:flex">
        {links.map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
              className={({ isActive }) =>
                cn(
                  'inline-flex h-11 items-center rounded-control px-3 text-sm font-semibold whitespace-nowrap transition-colors',
                  isActive ? 'text-primary' : 'text-foreground hover:bg-muted',
                )
              }
            >
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
      <GetStartedButton size="sm" className="ml-1 hidden md:inline-flex" />
      <Button
        ref={menuButtonRef}
        variant="ghost"
        size="icon"
        className="md:hidden"
        aria-haspopup="dialog"
        aria-expanded={menuOpen}
        onPointerDown={preloadMobileMenu}
        onFocus={preloadMobileMenu}
        onClick={() => {
          setMenuMounted(true);
          setMenuOpen(true);
        }}
      >
        <Menu aria-hidden="true" />
        <span className="sr-only">{t('nav.openMenu')}</span>
      </Button>
      {menuMounted ? (
        <Suspense fallback={null}>
          <MobileMenu.Component
            open={menuOpen}
            onOpenChange={setMenuOpen}
            links={links}
            onCloseAutoFocus={onCloseAutoFocus}
          />
        </Suspense>
      ) : null}
    </nav>
  );
}
