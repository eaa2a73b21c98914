import type { Me, UserRole } from '@azubi/shared/auth/schemas';
import { stripLocale } from '@azubi/shared/i18n/locales';
import { ShieldAlert, TriangleAlert } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation } from 'react-router';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { useLocale } from '../../../i18n/use-locale';
import { useMe } from '../../auth/api/use-me';
import { authHref, localizeHref } from '../../auth/auth-paths';

let leavingSignedIn = false;

/**
 * For a page that ends the account itself (deletion): from now until this page's gate unmounts, an
 * account that disappears does not send the visitor to sign in; `leave` navigates away meanwhile.
 */
export async function leaveSignedInPages(leave: () => Promise<void>): Promise<void> {
  leavingSignedIn = true;
  await leave();
}

export interface SignedInGateProps {
  /** Who may see the page; anyone signed in when left out. */
  roles?: readonly UserRole[];
  /** What someone with another role is told (already translated). */
  wrongRoleMessage: string;
  children: (me: Me) => ReactNode;
}

/**
 * A page for signed-in people: signed-out visitors go to sign in and come back afterwards (as
 * the dashboard does); someone whose role may not use the page is told so in plain words.
 */
export function SignedInGate({ roles, wrongRoleMessage, children }: SignedInGateProps) {
  const { t } = useTranslation('profileEditor');
  const locale = useLocale();
  const { pathname, search, hash } = useLocation();
  const me = useMe();
  // The page that was left (see leaveSignedInPages) is gone: later pages guard as usual.
  useEffect(
    () => () => {
      leavingSignedIn = false;
    },
    [],
  );

  if (me.isPending) return <LoadingSpinner size="lg" text={t('loading')} className="py-24" />;
  if (me.isError)
    return (
      <div role="alert" className="flex flex-col items-center gap-4 py-16 text-center">
        <TriangleAlert className="size-10 text-destructive" aria-hidden="true" />
        <h1 className="text-2xl font-bold text-brand-950">{t('gate.errorTitle')}</h1>
        <p className="text-muted-foreground">{me.error.message}</p>
        <Button variant="outline" onClick={() => void me.refetch()}>
          {t('gate.retry')}
        </Button>
      </div>
    );
  if (me.data === null && leavingSignedIn) return <LoadingSpinner size="lg" className="py-24" />;
  if (me.data === null)
    return (
      <Navigate
        replace
        to={localizeHref(authHref({ redirectTo: `${stripLocale(pathname)}${search}${hash}` }), locale)}
      />
    );
  if (roles && !roles.includes(me.data.user.role as UserRole))
    return (
      <Card role="alert" className="mx-auto grid max-w-xl justify-items-center gap-4 p-8 text-center">
        <ShieldAlert className="size-12 text-destructive" aria-hidden="true" />
        <h1 className="text-2xl font-bold text-brand-950">{t('gate.wrongRoleTitle')}</h1>
        <p className="text-muted-foreground">{wrongRoleMessage}</p>
        <Button asChild>
          <Link to={localizeHref('/dashboard', locale)}>{t('gate.toDashboard')}</Link>
        </Button>
      </Card>
    );
  return <>{children(me.data)}</>;
}
