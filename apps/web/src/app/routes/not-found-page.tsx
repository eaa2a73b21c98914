import { localizePath, stripLocale } from '@azubi/shared/i18n/locales';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation } from 'react-router';
import { Button } from '../../components/ui/button';
import { stripForeignLanguagePrefix } from '../../i18n/language-prefix-redirect';
import { useLocale } from '../../i18n/use-locale';

/** Any address the app does not know (the server answers it with status 404 and this page). */
export function NotFoundPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { pathname, search, hash } = useLocation();
  // `/fr/blog` and the like: the page exists without the prefix.
  const unprefixed = stripForeignLanguagePrefix(stripLocale(pathname));
  if (unprefixed) return <Navigate replace to={{ pathname: localizePath(unprefixed, locale), search, hash }} />;
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center sm:py-24">
      <title>{t('notFound.documentTitle')}</title>
      <p className="text-sm font-semibold tracking-wide text-primary uppercase">{t('notFound.code')}</p>
      <h1 className="mt-3 text-3xl font-bold tracking-tight text-brand-950 sm:text-4xl">{t('notFound.title')}</h1>
      <p className="mt-4 text-lg text-muted-foreground">{t('notFound.text')}</p>
      <Button asChild className="mt-8">
        <Link to={localizePath('/', locale)}>{t('notFound.homeLink')}</Link>
      </Button>
    </section>
  );
}
