import { SignInSchema, type SignInInput } from '@azubi/shared/auth/schemas';
import { LoaderCircle } from 'lucide-react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { EmailInput } from '../../../components/email-input';
import { useSignIn } from '../api/use-sign-in';
import { useCompleteAuth } from '../hooks/use-complete-auth';
import { useInvitationErrorHandler } from '../hooks/use-invitation-error-handler';
import { useMessageTranslator } from '../hooks/use-message-translator';
import { applyServerFieldErrors } from '../../../lib/server-errors';
import { isInvitationError } from '../invitation-errors';
import type { ActiveInvitation } from './active-invitation';
import { failureText } from '../../../components/failure-toast';
import { FormAlert } from '../../../components/form-alert';
import { fieldErrorText } from '../../../lib/form-error-text';
import { FormField } from '../../../components/form-field';
import { ForgotPasswordDialog } from './forgot-password-dialog';
import { PasswordInput } from '../../../components/password-input';

/** The sign-in form checks what the server checks (spec §5): a valid address and a password. */
export const SignInFormSchema = SignInSchema.pick({ email: true, password: true });
export type SignInValues = Pick<SignInInput, 'email' | 'password'>;

export interface SignInFormProps {
  form: UseFormReturn<SignInValues>;
  invitation: ActiveInvitation | null;
  /** The page that sent the visitor here, to return to after signing in. */
  redirectTo: string | null;
  /** Open the forgot-password dialog at once (from a link that asked for a new reset link). */
  forgotOpen?: boolean;
}

export function SignInForm({ form, invitation, redirectTo, forgotOpen = false }: SignInFormProps) {
  const { t } = useTranslation('authPage');
  const { t: tAuth } = useTranslation('auth');
  const translate = useMessageTranslator();
  const signIn = useSignIn();
  const completeAuth = useCompleteAuth();
  const onInvitationError = useInvitationErrorHandler();
  const {
    register,
    handleSubmit,
    setError,
    getValues,
    formState: { errors },
  } = form;
  // Stays disabled after success too, until the redirect: a second tap must not sign in twice.
  const busy = signIn.isPending || signIn.isSuccess;

  const onSubmit = handleSubmit((values) =>
    signIn.mutate(
      { ...values, invitationToken: invitation?.token },
      {
        onSuccess: (result) => completeAuth(result, redirectTo),
        onError: (error) => {
          if (invitation && isInvitationError(error)) return onInvitationError(error);
          if (applyServerFieldErrors(error, setError, ['email', 'password'])) return;
          setError('root.server', { message: failureText(error, tAuth('signInFailed')) });
        },
      },
    ),
  );

  return (
    <div className="grid gap-5">
      <form noValidate onSubmit={onSubmit} className="grid gap-5" aria-label={t('signIn.formLabel')}>
        <FormAlert message={errors.root?.server?.message} />
        <FormField
          id="sign-in-email"
          label={t('fields.email')}
          hint={invitation ? t('fields.emailLocked') : undefined}
          error={fieldErrorText(errors.email, translate)}
        >
          {(control) => (
            <EmailInput
              {...control}
              {...register('email')}
              readOnly={Boolean(invitation)}
              className={invitation ? 'bg-muted' : undefined}
            />
          )}
        </FormField>
        <FormField
          id="sign-in-password"
          label={t('fields.password')}
          error={fieldErrorText(errors.password, translate)}
        >
          {(control) => <PasswordInput {...control} {...register('password')} autoComplete="current-password" />}
        </FormField>
        <Button type="submit" size="lg" disabled={busy} className="h-auto min-h-12 w-full py-2 whitespace-normal">
          {busy ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
          {signIn.isPending ? t('signIn.pending') : t('signIn.submit')}
        </Button>
      </form>
      <ForgotPasswordDialog defaultEmail={() => getValues('email')} initiallyOpen={forgotOpen} />
    </div>
  );
}
