import type { SignUpRole } from '@azubi/shared/auth/schemas';
import { Building2, GraduationCap } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { cn } from '../../../lib/cn';

const PORTALS = [
  { role: 'azubi', Icon: GraduationCap },
  { role: 'employer', Icon: Building2 },
] as const;

/**
 * The two portals, the current one marked; the other is a link to the same page with
 * `role=` changed and the rest of the query kept. An invitation fixes the employer portal.
 */
export function PortalSwitch({ role, locked }: { role: SignUpRole; locked: boolean }) {
  const { t } = useTranslation('authPage');
  const location = useLocation();
  const hrefFor = (next: SignUpRole) => {
    const params = new URLSearchParams(location.search);
    params.set('role', next);
    params.delete('forgot');
    return { pathname: location.pathname, search: `?${params.toString()}` };
  };

  return (
    <nav aria-label={t('portal.label')}>
      <ul className="grid grid-cols-2 gap-1 rounded-control bg-muted p-1">
        {PORTALS.map(({ role: portal, Icon }) => {
          const active = portal === role;
          const content = (
            <>
              <Icon className="size-5 shrink-0" aria-hidden="true" />
              <span>{t(`portal.${portal}.name`)}</span>
            </>
          );
          const classes = cn(
            'flex min-h-11 items-center justify-center gap-2 rounded-md px-3 text-center text-sm font-semibold sm:text-base',
            active ? 'bg-background text-foreground shadow-sm' : 'text-muted-foreground',
          );
          return (
            <li key={portal}>
              {active ? (
                <span aria-current="true" className={classes}>
                  {content}
                </span>
              ) : locked ? (
                <span aria-disabled="true" className={cn(classes, 'opacity-55')}>
                  {content}
                </span>
              ) : (
                <Link to={hrefFor(portal)} replace preventScrollReset className={cn(classes, 'hover:text-foreground')}>
                  {content}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
      {locked ? <p className="mt-2 text-sm text-muted-foreground">{t('portal.lockedByInvitation')}</p> : null}
    </nav>
  );
}
