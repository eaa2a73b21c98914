import { localizePath } from '@azubi/shared/i18n/locales';
import { CircleCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadingSpinner } from '../../components/loading-spinner';
import { Card } from '../../components/ui/card';
import { useInvitation } from '../../features/auth/api/use-invitation';
import { useMe } from '../../lib/account/use-me';
import { AuthPanel } from '../../features/auth/components/auth-panel';
import { useAuthPageQuery } from '../../features/auth/hooks/use-auth-page-query';
import { useInvitationErrorHandler } from '../../features/auth/hooks/use-invitation-error-handler';
import { useSessionHint } from '../../lib/account/session-hint';
import { useLocale } from '../../i18n/use-locale';

/**
 * `/auth`: sign in and sign up, in the Azubi or the employer portal (`?role=`), with a team
 * invitation (`?invitation=`) when someone follows one (spec §2, §4, §8).
 */
export function AuthPage() {
  const { t } = useTranslation('authPage');
  const locale = useLocale();
  const [state, update] = useAuthPageQuery();
  const signedIn = useSessionHint();
  const me = useMe({ enabled: signedIn }).data ?? null;
  const invitation = useInvitation(state.invitation);
  const onInvitationError = useInvitationErrorHandler();

  // Once per link, also when React runs effects twice in development.
  const reported = useRef<string | null>(null);
  useEffect(() => {
    if (!state.invitation || !invitation.isError || reported.current === state.invitation) return;
    reported.current = state.invitation;
    onInvitationError(invitation.error);
  }, [invitation.error, invitation.isError, onInvitationError, state.invitation]);

  const portal = state.role;
  const intro = state.invitation ? 'invitation' : portal;
  const benefits = [t(`intro.${portal}.benefit1`), t(`intro.${portal}.benefit2`), t(`intro.${portal}.benefit3`)];
  const active = state.invitation && invitation.data ? { token: state.invitation, info: invitation.data } : null;
  const waiting = Boolean(state.invitation) && !active;

  return (
    <>
      <title>{t('documentTitle')}</title>
      <div className="bg-linear-to-b from-brand-50 to-background">
        <div className="mx-auto grid max-w-6xl grid-cols-1 gap-8 px-4 py-8 sm:px-6 sm:py-12 lg:grid-cols-[1fr_minmax(0,30rem)] lg:items-start lg:gap-12">
          <div className="lg:pt-6">
            <p className="text-sm font-semibold tracking-wide text-primary uppercase">{t(`intro.${intro}.eyebrow`)}</p>
            <h1 className="mt-2 text-3xl leading-tight font-bold tracking-tight text-balance text-brand-950 sm:text-4xl">
              {t(`intro.${intro}.title`)}
            </h1>
            <p className="mt-3 max-w-xl text-lg text-muted-foreground">{t(`intro.${intro}.text`)}</p>
            <ul className="mt-6 hidden gap-3 sm:grid">
              {benefits.map((benefit) => (
                <li key={benefit} className="flex items-start gap-2.5">
                  <CircleCheck className="mt-0.5 size-5 shrink-0 text-success" aria-hidden="true" />
                  <span>{benefit}</span>
                </li>
              ))}
            </ul>
          </div>
          <div className="grid gap-4">
            <Card className="p-4 sm:p-6">
              {waiting ? (
                <LoadingSpinner size="lg" text={t('invitation.checking')} className="py-16" />
              ) : (
                // A new invitation (or none any more) starts the forms afresh, with its address.
                <AuthPanel
                  key={active?.token ?? 'none'}
                  state={state}
                  onTabChange={(tab) => update({ tab })}
                  invitation={active}
                  me={me}
                />
              )}
            </Card>
            <p className="flex flex-wrap justify-center gap-x-6 gap-y-1 text-sm">
              <Link
                to={localizePath('/terms-of-service', locale)}
                className="inline-flex min-h-11 items-center text-muted-foreground underline underline-offset-4 hover:text-foreground"
              >
                {t('legal.terms')}
              </Link>
              <Link
                to={localizePath('/privacy-policy', locale)}
                className="inline-flex min-h-11 items-center text-muted-foreground underline underline-offset-4 hover:text-foreground"
              >
                {t('legal.privacy')}
              </Link>
            </p>
          </div>
        </div>
      </div>
    </>
  );
}
