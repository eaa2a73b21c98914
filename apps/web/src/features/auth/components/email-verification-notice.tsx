import type { Me } from '@azubi/shared/auth/schemas';
import { LoaderCircle, MailWarning } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-error';
import { useResendVerification } from '../api/use-resend-verification';

/** For a signed-in user whose address is not confirmed yet: what to do, and a new link on request. */
export function EmailVerificationNotice({ me }: { me: Me }) {
  const { t } = useTranslation('account');
  const resend = useResendVerification();
  if (me.user.emailVerified) return null;
  const failure = resend.error instanceof ApiError ? resend.error.message : resend.error ? String(resend.error) : null;
  return (
    <section
      aria-labelledby="verify-email-title"
      className="rounded-card border border-amber-300 bg-amber-50 p-4 text-amber-950 sm:p-5"
    >
      <div className="flex items-start gap-3">
        <MailWarning className="mt-0.5 size-6 shrink-0 text-amber-700" aria-hidden="true" />
        <div className="grid min-w-0 gap-2">
          <h2 id="verify-email-title" className="text-lg leading-snug font-semibold">
            {t('verification.title')}
          </h2>
          <p className="[overflow-wrap:anywhere]">{t('verification.text', { email: me.user.email })}</p>
          <div className="mt-1 flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-4">
            <Button
              variant="outline"
              className="border-amber-700 bg-white sm:self-start"
              disabled={resend.isPending}
              onClick={() => resend.mutate({})}
            >
              {resend.isPending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
              {resend.isPending ? t('verification.sending') : t('verification.resend')}
            </Button>
            <p role="status" className="text-sm font-medium">
              {resend.isSuccess ? resend.data.message : null}
              {failure ? <span className="text-destructive">{failure}</span> : null}
            </p>
          </div>
        </div>
      </div>
    </section>
  );
}
