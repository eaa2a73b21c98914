import { SignUpSchema, type SignUpInput, type SignUpRole } from '@azubi/shared/auth/schemas';
import { localizePath } from '@azubi/shared/i18n/locales';
import { LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { EmailInput } from '../../../components/email-input';
import { Input } from '../../../components/ui/input';
import { useLocale } from '../../../i18n/use-locale';
import { ApiError } from '../../../lib/api-error';
import { useSignUp } from '../api/use-sign-up';
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
import { PasswordInput } from '../../../components/password-input';

/**
 * The sign-up form checks the rules of spec §5 with the server's own schema; the portal (role)
 * and the invitation come from the page, not from a field.
 */
export const SignUpFormSchema = SignUpSchema.pick({ fullName: true, email: true, password: true });
export type SignUpValues = Pick<SignUpInput, 'fullName' | 'email' | 'password'>;

export interface SignUpFormProps {
  form: UseFormReturn<SignUpValues>;
  role: SignUpRole;
  invitation: ActiveInvitation | null;
  redirectTo: string | null;
  /** The address already has an account: go to the sign-in tab with it. */
  onSignInInstead: () => void;
}

export function SignUpForm({ form, role, invitation, redirectTo, onSignInInstead }: SignUpFormProps) {
  const { t } = useTranslation('authPage');
  const { t: tAuth } = useTranslation('auth');
  const locale = useLocale();
  const translate = useMessageTranslator();
  const signUp = useSignUp();
  const completeAuth = useCompleteAuth();
  const onInvitationError = useInvitationErrorHandler();
  const [emailTaken, setEmailTaken] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = form;
  const busy = signUp.isPending || signUp.isSuccess;

  const onSubmit = handleSubmit((values) => {
    setEmailTaken(false);
    signUp.mutate(
      { ...values, role, invitationToken: invitation?.token },
      {
        onSuccess: (result) => completeAuth(result, redirectTo),
        onError: (error) => {
          if (invitation && isInvitationError(error)) return onInvitationError(error);
          if (applyServerFieldErrors(error, setError, ['fullName', 'email', 'password'])) {
            setEmailTaken(error instanceof ApiError && error.status === 409);
            return;
          }
          setError('root.server', { message: failureText(error, tAuth('signUpFailed')) });
        },
      },
    );
  });

  const emailHint = invitation
    ? t('fields.emailLocked')
    : role === 'employer'
      ? t('fields.emailHintEmployer')
      : undefined;

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5" aria-label={t('signUp.formLabel')}>
      <FormAlert message={errors.root?.server?.message} />
      <FormField id="sign-up-name" label={t('fields.fullName')} error={fieldErrorText(errors.fullName, translate)}>
        {(control) => <Input {...control} {...register('fullName')} autoComplete="name" autoCapitalize="words" />}
      </FormField>
      <div className="grid gap-2">
        <FormField
          id="sign-up-email"
          label={t('fields.email')}
          hint={emailHint}
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
        {emailTaken ? (
          <Button variant="link" className="justify-self-start" onClick={onSignInInstead}>
            {t('signUp.signInInstead')}
          </Button>
        ) : null}
      </div>
      <FormField
        id="sign-up-password"
        label={t('fields.password')}
        hint={t('fields.passwordHint')}
        error={fieldErrorText(errors.password, translate)}
      >
        {(control) => <PasswordInput {...control} {...register('password')} autoComplete="new-password" />}
      </FormField>
      <p className="text-sm text-muted-foreground">
        <Trans
          t={t}
          i18nKey="signUp.legal"
          components={{
            terms: (
              <Link to={localizePath('/terms-of-service', locale)} className="font-medium text-primary underline" />
            ),
            privacy: (
              <Link to={localizePath('/privacy-policy', locale)} className="font-medium text-primary underline" />
            ),
          }}
        />
      </p>
      <Button type="submit" size="lg" disabled={busy} className="h-auto min-h-12 w-full py-2 whitespace-normal">
        {busy ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
        {signUp.isPending
          ? t('signUp.pending')
          : role === 'employer'
            ? t('signUp.submitEmployer')
            : t('signUp.submitAzubi')}
      </Button>
    </form>
  );
}
