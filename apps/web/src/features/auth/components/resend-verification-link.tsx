import { LoaderCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-error';
import { useResendVerification } from '../api/use-resend-verification';

/** An expired, used or unknown link: a new one is sent to the account the old link belongs to. */
export function ResendVerificationLink({ token }: { token: string | null }) {
  const { t } = useTranslation('authCallback');
  const resend = useResendVerification();
  const failure = resend.error instanceof ApiError ? resend.error.message : resend.error ? t('resendFailed') : null;
  return (
    <div className="grid justify-items-center gap-3">
      {resend.isSuccess ? null : (
        <Button size="lg" disabled={resend.isPending} onClick={() => resend.mutate(token ? { token } : {})}>
          {resend.isPending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
          {resend.isPending ? t('sending') : t('resend')}
        </Button>
      )}
      <p role="status" className="font-medium">
        {resend.isSuccess ? resend.data.message : null}
        {failure ? <span className="text-destructive">{failure}</span> : null}
      </p>
    </div>
  );
}
