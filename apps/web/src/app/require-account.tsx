import type { Me, UserRole } from '@azubi/shared/auth/schemas';
import { stripLocale } from '@azubi/shared/i18n/locales';
import { ShieldAlert, TriangleAlert } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation } from 'react-router';
import { LoadingSpinner } from '../components/loading-spinner';
import { Button } from '../components/ui/button';
import { Card } from '../components/ui/card';
import { authHref, localizeHref } from '../features/auth';
import { useMe } from '../lib/account/use-me';
import { useLocale } from '../i18n/use-locale';
import { doneLeavingSignedIn, isLeavingSignedIn } from '../lib/leaving-signed-in';

export interface RequireAccountProps {
  /** Roles that may use the page; leave out for any signed-in account. */
  roles?: readonly UserRole[];
  /** What a signed-in account of another role is told, already translated ("This page is for employers."). */
  wrongRoleText?: string;
  children: (me: Me) => ReactNode;
}

/**
 * The one guard of a page for signed-in people, "signed in with one of these roles": signed-out
 * visitors are sent to sign in and brought back here (path, query and fragment); an account of
 * another role is told in plain words that this page is not for it. The server checks every
 * request again; this only spares people a page that cannot work for them. A page that ends the
 * account itself leaves through `leaveSignedInPages` (lib/leaving-signed-in.ts).
 */
export function RequireAccount({ roles, wrongRoleText, children }: RequireAccountProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { pathname, search, hash } = useLocation();
  const me = useMe();
  useEffect(() => () => doneLeavingSignedIn(), []);

  if (me.isPending) return <LoadingSpinner size="lg" text={t('accountGuard.loading')} className="py-24" />;
  if (me.isError)
    return (
      <div role="alert" className="flex flex-col items-center gap-4 py-16 text-center">
        <TriangleAlert className="size-10 text-destructive" aria-hidden="true" />
        <h1 className="text-2xl font-bold text-brand-950">{t('accountGuard.errorTitle')}</h1>
        <p className="text-muted-foreground">{me.error.message}</p>
        <Button variant="outline" onClick={() => void me.refetch()}>
          {t('accountGuard.retry')}
        </Button>
      </div>
    );
  if (me.data === null && isLeavingSignedIn()) return <LoadingSpinner size="lg" className="py-24" />;
  if (me.data === null)
    return (
      <Navigate
        replace
        to={localizeHref(authHref({ redirectTo: `${stripLocale(pathname)}${search}${hash}` }), locale)}
      />
    );
  const role = me.data.user.role;
  if (roles && (!role || !roles.includes(role)))
    return (
      <Card role="alert" className="mx-auto my-10 grid max-w-xl justify-items-center gap-4 p-8 text-center">
        <ShieldAlert className="size-12 text-destructive" aria-hidden="true" />
        <h1 className="text-2xl font-bold text-brand-950">{t('accountGuard.wrongRoleTitle')}</h1>
        <p className="text-muted-foreground">{wrongRoleText}</p>
        <Button asChild>
          <Link to={localizeHref('/dashboard', locale)}>{t('accountGuard.toDashboard')}</Link>
        </Button>
      </Card>
    );
  return <>{children(me.data)}</>;
}
