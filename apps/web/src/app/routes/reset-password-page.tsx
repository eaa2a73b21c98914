import { KeyRound, MailX } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { authHref, localizeHref } from '../../features/auth/auth-paths';
import { ResetPasswordForm } from '../../features/auth/components/reset-password-form';
import { useLocale } from '../../i18n/use-locale';

/** `/reset-password?token=…`: the link in the password-reset e-mail. */
export function ResetPasswordPage() {
  const { t } = useTranslation('resetPassword');
  const { t: tAuth } = useTranslation('auth');
  const locale = useLocale();
  const [params] = useSearchParams();
  const token = params.get('token') || null;
  const [refused, setRefused] = useState<string | null>(null);
  const invalid = token ? refused : tAuth('resetLinkInvalid');

  return (
    <>
      <title>{t('documentTitle')}</title>
      <div className="mx-auto max-w-xl px-4 py-10 sm:px-6 sm:py-16">
        <Card className="p-6 sm:p-8">
          {invalid || !token ? (
            <div className="grid justify-items-center gap-4 text-center">
              <MailX className="size-12 text-destructive" aria-hidden="true" />
              <h1 className="text-2xl font-bold tracking-tight text-balance text-brand-950">{t('invalid.title')}</h1>
              <p role="alert">{invalid}</p>
              <Button asChild size="lg">
                <Link to={localizeHref(authHref({ forgot: true }), locale)}>{t('invalid.requestNew')}</Link>
              </Button>
            </div>
          ) : (
            <div className="grid gap-6">
              <div className="grid justify-items-center gap-3 text-center">
                <KeyRound className="size-10 text-primary" aria-hidden="true" />
                <h1 className="text-2xl font-bold tracking-tight text-balance text-brand-950">{t('title')}</h1>
                <p className="text-muted-foreground">{t('intro')}</p>
              </div>
              <ResetPasswordForm token={token} onInvalidLink={setRefused} />
            </div>
          )}
        </Card>
      </div>
    </>
  );
}
