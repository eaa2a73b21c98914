import { localizePath } from '@azubi/shared/i18n/locales';
import { Suspense, useEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { useLocale } from '../../../i18n/use-locale';
import {
  closeCookieSettings,
  openCookieSettings,
  returnFocusAfterCookieSettings,
  useCookieSettingsOpen,
} from '../cookie-settings-visibility';
import { useConsent } from '../use-consent';
import { preloadable } from '../../../lib/preloadable';

const CookieSettingsDialog = preloadable(() =>
  import('./cookie-settings-dialog').then((module) => module.CookieSettingsDialog),
);

const preloadSettingsDialog = () => void CookieSettingsDialog.preload();

/** The CSS variable toasts read to stay above the banner (components/ui/toaster.tsx). */
export const BANNER_HEIGHT_VARIABLE = '--cookie-banner-height';

/**
 * While the banner is shown, its height is published on <html> so that toasts appear above it
 * instead of over its buttons (a phone's banner is a third of the screen); gone with the banner.
 */
function useBannerHeight(ref: RefObject<HTMLElement | null>, shown: boolean) {
  useEffect(() => {
    const banner = ref.current;
    if (!shown || !banner) return;
    const root = document.documentElement;
    const update = () => root.style.setProperty(BANNER_HEIGHT_VARIABLE, `${banner.offsetHeight}px`);
    update();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    observer?.observe(banner);
    return () => {
      observer?.disconnect();
      root.style.removeProperty(BANNER_HEIGHT_VARIABLE);
    };
  }, [ref, shown]);
}

/**
 * The cookie banner (while no choice is stored) and the cookie settings dialog (from the banner's
 * "Customise" or the footer's "Cookie settings"). The banner is the last element of the page and
 * sticks to the bottom of the screen: it never pushes content around (no layout shift) and never
 * hides the end of the page. The dialog's code downloads only when someone opens it.
 */
export function CookieConsentBanner() {
  const { t } = useTranslation('site');
  const locale = useLocale();
  const { decided, acceptAll, rejectAll } = useConsent();
  const settingsOpen = useCookieSettingsOpen();
  const [dialogMounted, setDialogMounted] = useState(false);

  if (settingsOpen && !dialogMounted) setDialogMounted(true);
  const bannerRef = useRef<HTMLElement>(null);
  useBannerHeight(bannerRef, !decided);

  return (
    <>
      {decided ? null : (
        <section
          ref={bannerRef}
          aria-labelledby="cookie-banner-title"
          className="sticky bottom-0 z-30 border-t border-border bg-background shadow-[0_-6px_24px_rgb(15_23_42/0.12)]"
        >
          <div className="mx-auto max-w-6xl px-4 py-4 sm:px-6 md:flex md:items-center md:gap-8">
            <div className="md:flex-1">
              <h2 id="cookie-banner-title" className="text-base font-semibold">
                {t('cookies.bannerTitle')}
              </h2>
              <p className="mt-1 text-sm leading-relaxed text-muted-foreground">
                {t('cookies.bannerText')}{' '}
                <Link
                  to={localizePath('/privacy-policy', locale)}
                  className="font-medium text-primary underline underline-offset-2"
                >
                  {t('cookies.privacyLink')}
                </Link>
              </p>
            </div>
            <div className="mt-3 grid grid-cols-2 gap-2 md:mt-0 md:flex md:shrink-0">
              <Button
                variant="outline"
                className="col-span-2"
                aria-haspopup="dialog"
                onPointerEnter={preloadSettingsDialog}
                onFocus={preloadSettingsDialog}
                onClick={openCookieSettings}
              >
                {t('cookies.customise')}
              </Button>
              {/* Rejecting is exactly as easy and as prominent as accepting. */}
              <Button onClick={rejectAll}>{t('cookies.rejectAll')}</Button>
              <Button onClick={acceptAll}>{t('cookies.acceptAll')}</Button>
            </div>
          </div>
        </section>
      )}
      {dialogMounted ? (
        <Suspense fallback={null}>
          <CookieSettingsDialog.Component
            open={settingsOpen}
            onOpenChange={(open) => (open ? openCookieSettings() : closeCookieSettings())}
            onCloseAutoFocus={returnFocusAfterCookieSettings}
          />
        </Suspense>
      ) : null}
    </>
  );
}
