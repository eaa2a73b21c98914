import { LOCALES, localeFromPath, localizePath, type Locale } from '@azubi/shared/i18n/locales';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { cn } from '../lib/cn';

/** Each language is named in itself, so a reader finds theirs whatever the page's language. */
const LANGUAGE_NAMES: Record<Locale, string> = { en: 'English', de: 'Deutsch' };

/**
 * English / Deutsch: the same page, query and anchor in the other language. `onSwitch` hears the
 * choice before the page changes (the header makes it a signed-in person's account language).
 */
export function LanguageSwitcher({ onSwitch }: { onSwitch?: (locale: Locale) => void }) {
  const { t } = useTranslation();
  const location = useLocation();
  const current = localeFromPath(location.pathname);
  return (
    <nav aria-label={t('languageSwitcher.label')}>
      <ul className="flex items-center gap-0.5 sm:gap-1">
        {LOCALES.map((locale) => {
          const active = locale === current;
          return (
            <li key={locale}>
              <Link
                to={{ pathname: localizePath(location.pathname, locale), search: location.search, hash: location.hash }}
                lang={locale}
                hrefLang={locale}
                aria-current={active ? 'true' : undefined}
                onClick={active ? undefined : () => onSwitch?.(locale)}
                className={cn(
                  'inline-flex h-11 items-center rounded-control px-2.5 text-sm font-semibold transition-colors sm:px-3',
                  active
                    ? 'bg-secondary text-secondary-foreground'
                    : 'text-muted-foreground hover:bg-muted hover:text-foreground',
                )}
              >
                {/* Small screens show the language code, to leave room in the header; the name is what is read out. */}
                <span aria-hidden="true" className="uppercase sm:hidden">
                  {locale}
                </span>
                <span className="sr-only sm:not-sr-only">{LANGUAGE_NAMES[locale]}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
