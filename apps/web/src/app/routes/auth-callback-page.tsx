import { homePathForRole } from '@azubi/shared/auth/roles';
import { CircleCheck, MailX, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { LoadingSpinner } from '../../components/loading-spinner';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { useMe } from '../../lib/account/use-me';
import { localizeHref } from '../../features/auth/auth-paths';
import { ResendVerificationLink } from '../../features/auth/components/resend-verification-link';
import { useVerifyEmailOnce } from '../../features/auth/hooks/use-verify-email-once';
import { useSessionHint } from '../../lib/account/session-hint';
import { useLocale } from '../../i18n/use-locale';
import { ApiError } from '../../lib/api-error';

/** `/auth-callback?token=…`: the link in the verification e-mail (spec §2, §4). */
export function AuthCallbackPage() {
  const { t } = useTranslation('authCallback');
  const { t: tAuth } = useTranslation('auth');
  const [params] = useSearchParams();
  const token = params.get('token') || null;
  const verification = useVerifyEmailOnce(token);

  let content: ReactNode;
  if (!token) {
    content = (
      <Outcome icon={<MailX className="size-12 text-destructive" aria-hidden="true" />} title={t('problem.title')}>
        <p>{tAuth('verificationInvalid')}</p>
        <ContinueButton />
      </Outcome>
    );
  } else if (verification.isSuccess) {
    content = (
      <Outcome icon={<CircleCheck className="size-12 text-success" aria-hidden="true" />} title={t('success.title')}>
        <p>{verification.data.message}</p>
        <ContinueButton />
      </Outcome>
    );
  } else if (verification.isError && isLinkProblem(verification.error)) {
    content = (
      <Outcome icon={<MailX className="size-12 text-destructive" aria-hidden="true" />} title={t('problem.title')}>
        <p>{verification.error.message}</p>
        <ResendVerificationLink token={token} />
      </Outcome>
    );
  } else if (verification.isError) {
    content = (
      <Outcome
        icon={<TriangleAlert className="size-12 text-destructive" aria-hidden="true" />}
        title={t('failed.title')}
      >
        <p>{verification.error instanceof ApiError ? verification.error.message : t('failed.text')}</p>
        <Button size="lg" onClick={() => verification.mutate(token)}>
          {t('failed.retry')}
        </Button>
      </Outcome>
    );
  } else {
    content = (
      <Outcome icon={<LoadingSpinner size="lg" />} title={t('verifying')}>
        <p className="text-muted-foreground">{t('wait')}</p>
      </Outcome>
    );
  }

  return (
    <>
      <title>{t('documentTitle')}</title>
      <div className="mx-auto max-w-xl px-4 py-10 sm:px-6 sm:py-16">
        <Card className="p-6 sm:p-8">
          <div aria-live="polite">{content}</div>
        </Card>
      </div>
    </>
  );
}

/** Expired (410), already used (409) or unknown (400): a new link helps. */
function isLinkProblem(error: unknown): error is ApiError {
  return error instanceof ApiError && [400, 409, 410].includes(error.status);
}

function Outcome({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <div className="grid justify-items-center gap-4 text-center">
      {icon}
      <h1 className="text-2xl font-bold tracking-tight text-balance text-brand-950">{title}</h1>
      {children}
    </div>
  );
}

/** On to where this person works: candidates to the listings, others to the dashboard, visitors to sign in. */
function ContinueButton() {
  const { t } = useTranslation('authCallback');
  const locale = useLocale();
  const signedIn = useSessionHint();
  const me = useMe({ enabled: signedIn });
  if (signedIn && me.isPending) return <LoadingSpinner size="sm" />;
  const account = me.data ?? null;
  const target = account ? homePathForRole(account.user.role) : '/auth';
  return (
    <Button asChild size="lg">
      <Link to={localizeHref(target, locale)}>{account ? t('success.continue') : t('success.signIn')}</Link>
    </Button>
  );
}
