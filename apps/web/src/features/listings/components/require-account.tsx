import type { Me, UserRole } from '@azubi/shared/auth/schemas';
import { stripLocale } from '@azubi/shared/i18n/locales';
import { ShieldX, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { useMe } from '../../auth/api/use-me';
import { authHref, localizeHref } from '../../auth/auth-paths';
import { useLocale } from '../../../i18n/use-locale';

export interface RequireAccountProps {
  /** Roles that may use the page; leave out for any signed-in account. */
  roles?: readonly UserRole[];
  /** What a signed-in account of another role is told ("This page is for employers."). */
  wrongRoleText?: string;
  children: (me: Me) => ReactNode;
}

/**
 * A page for signed-in people: signed-out visitors are sent to sign in and brought back here;
 * an account of another role is told this page is not for it. The server checks every request
 * again; this only spares people a page that cannot work for them.
 */
export function RequireAccount({ roles, wrongRoleText, children }: RequireAccountProps) {
  const { t } = useTranslation('browseJobs');
  const locale = useLocale();
  const { pathname, search } = useLocation();
  const me = useMe();

  if (me.isPending) return <LoadingSpinner size="lg" text={t('account.loading')} className="py-24" />;
  if (me.isError) {
    return (
      <div role="alert" className="flex flex-col items-center gap-4 py-16 text-center">
        <TriangleAlert className="size-10 text-destructive" aria-hidden="true" />
        <p className="text-muted-foreground">{me.error.message}</p>
        <Button variant="outline" onClick={() => void me.refetch()}>
          {t('list.error.retry')}
        </Button>
      </div>
    );
  }
  if (me.data === null) {
    return (
      <Navigate replace to={localizeHref(authHref({ redirectTo: `${stripLocale(pathname)}${search}` }), locale)} />
    );
  }
  const role = me.data.user.role;
  if (roles && (!role || !roles.includes(role))) {
    return (
      <Card className="mx-auto my-10 grid max-w-xl justify-items-center gap-4 p-8 text-center">
        <ShieldX className="size-12 text-destructive" aria-hidden="true" />
        <h1 className="text-2xl font-bold text-brand-950">{t('account.wrongRoleTitle')}</h1>
        <p className="text-muted-foreground">{wrongRoleText}</p>
      </Card>
    );
  }
  return <>{children(me.data)}</>;
}
