import { localizePath } from '@azubi/shared/i18n/locales';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { Button } from '../../../components/ui/button';
import { DialogClose } from '../../../components/ui/dialog';
import { Sheet } from '../../../components/ui/sheet';
import { useLocale } from '../../../i18n/use-locale';
import { cn } from '../../../lib/cn';
import { useSignedIn } from '../../../lib/account/use-signed-in';
import { PortalChoices } from './portal-choices';

export interface MobileMenuProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  links: readonly { to: string; label: string }[];
  onCloseAutoFocus?: (event: Event) => void;
}

/** The side menu on small screens: the header's links and the two portals of "Get started" (for someone signed in, their dashboard). */
export function MobileMenu({ open, onOpenChange, links, onCloseAutoFocus }: MobileMenuProps) {
  const { t } = useTranslation('site');
  const locale = useLocale();
  const signedIn = useSignedIn();
  return (
    <Sheet
      open={open}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={onCloseAutoFocus}
      title={t('nav.menuTitle')}
      description={t('nav.menuDescription')}
    >
      <ul className="grid gap-1">
        {links.map((link) => (
          <li key={link.to}>
            <DialogClose asChild>
              <NavLink
                to={link.to}
                className={({ isActive }) =>
                  cn(
                    'flex min-h-12 items-center rounded-control px-3 text-lg font-semibold hover:bg-muted',
                    isActive && 'bg-secondary text-secondary-foreground',
                  )
                }
              >
                {link.label}
              </NavLink>
            </DialogClose>
          </li>
        ))}
      </ul>
      {signedIn ? (
        <DialogClose asChild>
          <Button asChild size="lg" className="mt-8 w-full">
            <Link to={localizePath('/dashboard', locale)}>{t('getStarted.dashboard')}</Link>
          </Button>
        </DialogClose>
      ) : (
        <>
          <h2 className="mt-8 mb-3 px-1 text-sm font-semibold tracking-wide text-muted-foreground uppercase">
            {t('getStarted.button')}
          </h2>
          <PortalChoices />
        </>
      )}
    </Sheet>
  );
}
