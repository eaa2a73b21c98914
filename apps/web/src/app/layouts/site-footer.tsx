import { localizePath } from '@azubi/shared/i18n/locales';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BrandMark } from '../../components/brand-mark';
// Files rather than the features' index modules: the layout is part of the first download, and
// importing an index would pull in everything the index exports.
import { openCookieSettings } from '../../features/consent/cookie-settings-visibility';
import { FooterContact } from '../../features/site/components/footer-contact';
import { ImprintButton } from '../../features/site/components/imprint-button';
import { useLocale } from '../../i18n/use-locale';

const linkClass =
  'inline-flex min-h-11 items-center py-1 text-left text-foreground underline-offset-4 hover:text-primary hover:underline sm:min-h-9 pointer-coarse:min-h-11';

/** About, contact, quick links, legal links (imprint as a dialog, cookie settings), copyright. */
export function SiteFooter() {
  const { t } = useTranslation('site');
  const { t: tCommon } = useTranslation();
  const locale = useLocale();
  const to = (path: string) => localizePath(path, locale);

  return (
    <footer className="border-t border-border bg-muted">
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
        <div className="grid grid-cols-2 gap-x-6 gap-y-8 lg:grid-cols-[1.4fr_1fr_1fr_1fr]">
          <section aria-labelledby="footer-about" className="col-span-2 sm:col-span-1">
            <h2 id="footer-about" className="flex items-center gap-2 text-base font-bold text-brand-950">
              <BrandMark className="size-6" />
              {t('footer.aboutTitle')}
            </h2>
            <p className="mt-3 text-sm text-muted-foreground">{t('footer.about')}</p>
          </section>

          <section aria-labelledby="footer-contact" className="col-span-2 sm:col-span-1">
            <h2 id="footer-contact" className="text-base font-bold text-brand-950">
              {t('footer.contactTitle')}
            </h2>
            <p className="mt-3 text-sm text-muted-foreground">{t('footer.contactText')}</p>
            <FooterContact
              className="mt-1 text-sm font-medium break-all text-primary underline-offset-4 [&_a]:inline-flex [&_a]:min-h-11 [&_a]:items-center [&_a]:hover:underline"
              fallback={<Link to={to('/impressum')}>{t('footer.contactFallback')}</Link>}
            />
          </section>

          <FooterLinks id="footer-quick-links" title={t('footer.quickLinksTitle')}>
            <Link to={`${to('/auth')}`} className={linkClass}>
              {t('footer.signIn')}
            </Link>
            <Link to={to('/for-employers')} className={linkClass}>
              {t('footer.forEmployers')}
            </Link>
            <Link to={to('/blog')} className={linkClass}>
              {t('footer.blog')}
            </Link>
          </FooterLinks>

          <FooterLinks id="footer-legal" title={t('footer.legalTitle')}>
            <ImprintButton className={linkClass} />
            <Link to={to('/terms-of-service')} className={linkClass}>
              {t('footer.terms')}
            </Link>
            <Link to={to('/privacy-policy')} className={linkClass}>
              {t('footer.privacy')}
            </Link>
            <button type="button" className={linkClass} aria-haspopup="dialog" onClick={openCookieSettings}>
              {t('footer.cookieSettings')}
            </button>
          </FooterLinks>
        </div>

        <div className="mt-10 flex flex-col gap-2 border-t border-border pt-6 text-sm text-muted-foreground sm:flex-row sm:items-center sm:justify-between">
          <p>{tCommon('footer.tagline')}</p>
          {/* The year of the render: a page rendered at build time may meet a new year in the browser. */}
          <p className="shrink-0" suppressHydrationWarning>
            {tCommon('footer.copyright', { year: new Date().getFullYear() })}
          </p>
        </div>
      </div>
    </footer>
  );
}

function FooterLinks({ id, title, children }: { id: string; title: string; children: ReactNode[] }) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className="text-base font-bold text-brand-950">
        {title}
      </h2>
      <ul className="mt-2 text-sm">
        {children.map((child, index) => (
          <li key={index}>{child}</li>
        ))}
      </ul>
    </nav>
  );
}
