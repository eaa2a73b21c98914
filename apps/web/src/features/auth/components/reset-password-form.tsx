import { ResetPasswordSchema, SignInSchema } from '@azubi/shared/auth/schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { useToast } from '../../../components/ui/use-toast';
import { useLocale } from '../../../i18n/use-locale';
import { ApiError } from '../../../lib/api-error';
import { useResetPassword } from '../api/use-reset-password';
import { localizeHref } from '../auth-paths';
import { AUTH_REDIRECT_DELAY_MS } from '../hooks/use-complete-auth';
import { useMessageTranslator } from '../hooks/use-message-translator';
import { applyServerFieldErrors } from '../../../lib/server-errors';
import { failureText } from '../../../components/failure-toast';
import { FormAlert } from '../../../components/form-alert';
import { fieldErrorText } from '../../../lib/form-error-text';
import { FormField } from '../../../components/form-field';
import { PasswordInput } from '../../../components/password-input';

/**
 * The new password follows the same rules as at sign-up (the shared schema); the second field
 * must repeat it. The mismatch message is the web's own (`resetPassword:form.mismatch`).
 */
export const ResetPasswordFormSchema = ResetPasswordSchema.pick({ password: true })
  .extend({ confirmPassword: SignInSchema.shape.password })
  .refine((values) => values.password === values.confirmPassword, {
    path: ['confirmPassword'],
    message: 'resetPassword:form.mismatch',
  });
type ResetPasswordValues = { password: string; confirmPassword: string };

export interface ResetPasswordFormProps {
  token: string;
  /** The link is invalid, used or expired: the page replaces the form with a way to get a new one. */
  onInvalidLink: (message: string) => void;
}

export function ResetPasswordForm({ token, onInvalidLink }: ResetPasswordFormProps) {
  const { t } = useTranslation('resetPassword');
  const translate = useMessageTranslator();
  const { toast } = useToast();
  const navigate = useNavigate();
  const locale = useLocale();
  const reset = useResetPassword();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ResetPasswordValues>({
    resolver: zodResolver(ResetPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const busy = reset.isPending || reset.isSuccess;

  const onSubmit = handleSubmit(({ password }) =>
    reset.mutate(
      { token, password },
      {
        onSuccess: (result) => {
          toast({ title: result.message, variant: 'success' });
          setTimeout(() => void navigate(localizeHref('/auth', locale)), AUTH_REDIRECT_DELAY_MS);
        },
        onError: (error) => {
          if (applyServerFieldErrors(error, setError, ['password'])) return;
          if (error instanceof ApiError && (error.code === 'BAD_REQUEST' || error.fields?.token)) {
            onInvalidLink(error.fields?.token ?? error.message);
            return;
          }
          setError('root.server', { message: failureText(error, t('form.failed')) });
        },
      },
    ),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      <FormAlert message={errors.root?.server?.message} />
      <FormField
        id="new-password"
        label={t('form.password')}
        hint={t('form.passwordHint')}
        error={fieldErrorText(errors.password, translate)}
      >
        {(control) => <PasswordInput {...control} {...register('password')} autoComplete="new-password" />}
      </FormField>
      <FormField
        id="confirm-password"
        label={t('form.confirm')}
        error={fieldErrorText(errors.confirmPassword, translate)}
      >
        {(control) => <PasswordInput {...control} {...register('confirmPassword')} autoComplete="new-password" />}
      </FormField>
      <Button type="submit" size="lg" disabled={busy} className="h-auto min-h-12 w-full py-2 whitespace-normal">
        {busy ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
        {reset.isPending ? t('form.pending') : t('form.submit')}
      </Button>
    </form>
  );
}
