import { localizePath } from '@azubi/shared/i18n/locales';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { useConsent } from '../../consent';
import { useLocale } from '../../../i18n/use-locale';
import { useScrolledPast } from '../use-scrolled-past';

/** Spec §9: the bar appears once the page is scrolled more than this. */
export const BOTTOM_BAR_THRESHOLD_PX = 900;

/**
 * Shortcuts to both portals, fixed to the bottom of small screens once the visitor has scrolled
 * past the hero (spec §2). Waits while the cookie banner occupies the bottom of the screen.
 */
export function MobileBottomBar() {
  const { t } = useTranslation('home');
  const locale = useLocale();
  const scrolledPast = useScrolledPast(BOTTOM_BAR_THRESHOLD_PX);
  const { decided } = useConsent();
  const visible = scrolledPast && decided;

  // Room under the footer, so the bar never covers the end of the page.
  useEffect(() => {
    if (!visible) return;
    document.body.classList.add('max-md:pb-20');
    return () => document.body.classList.remove('max-md:pb-20');
  }, [visible]);

  if (!visible) return null;
  return (
    <nav
      aria-label={t('bottomBar.label')}
      className="fixed inset-x-0 bottom-0 z-30 grid animate-slide-up grid-cols-2 gap-2 border-t border-border bg-background/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-6px_24px_rgb(15_23_42/0.12)] backdrop-blur md:hidden"
    >
      <Button asChild className="px-3">
        <Link to={`${localizePath('/auth', locale)}?role=azubi`}>{t('bottomBar.candidates')}</Link>
      </Button>
      <Button asChild variant="outline" className="px-3">
        <Link to={localizePath('/for-employers', locale)}>{t('bottomBar.employers')}</Link>
      </Button>
    </nav>
  );
}
