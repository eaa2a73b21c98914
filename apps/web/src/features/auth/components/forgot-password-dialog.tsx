import { ForgotPasswordSchema, type ForgotPasswordInput } from '@azubi/shared/auth/schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose } from '../../../components/ui/dialog';
import { EmailInput } from '../../../components/email-input';
import { useToast } from '../../../components/ui/use-toast';
import { useForgotPassword } from '../api/use-forgot-password';
import { useMessageTranslator } from '../hooks/use-message-translator';
import { applyServerFieldErrors } from '../../../lib/server-errors';
import { failureText } from '../../../components/failure-toast';
import { FormAlert } from '../../../components/form-alert';
import { fieldErrorText } from '../../../lib/form-error-text';
import { FormField } from '../../../components/form-field';

export interface ForgotPasswordDialogProps {
  /** The address typed into the sign-in form when the dialog opens. */
  defaultEmail: () => string;
  initiallyOpen?: boolean;
}

/** "Forgot password?": asks for the address and sends a reset link (spec §2, §8). */
export function ForgotPasswordDialog({ defaultEmail, initiallyOpen = false }: ForgotPasswordDialogProps) {
  const { t } = useTranslation('authPage');
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="link" className="justify-self-center text-base">
          {t('signIn.forgot')}
        </Button>
      }
      title={t('forgot.title')}
      description={t('forgot.description')}
    >
      {/* The dialog's content mounts on opening: the form starts with the address typed so far. */}
      <ForgotPasswordForm defaultEmail={defaultEmail()} onSent={() => setOpen(false)} />
    </Dialog>
  );
}

function ForgotPasswordForm({ defaultEmail, onSent }: { defaultEmail: string; onSent: () => void }) {
  const { t } = useTranslation('authPage');
  const { t: tAuth } = useTranslation('auth');
  const translate = useMessageTranslator();
  const { toast } = useToast();
  const forgot = useForgotPassword();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ForgotPasswordInput>({
    resolver: zodResolver(ForgotPasswordSchema),
    defaultValues: { email: defaultEmail },
  });

  const onSubmit = handleSubmit((values) =>
    forgot.mutate(values, {
      onSuccess: (result) => {
        toast({ title: result.message, variant: 'success' });
        onSent();
      },
      onError: (error) => {
        if (applyServerFieldErrors(error, setError, ['email'])) return;
        setError('root.server', { message: failureText(error, tAuth('resetEmailFailed')) });
      },
    }),
  );

  return (
    <form
      noValidate
      // The dialog renders in a portal, but React still bubbles its submit to the sign-in form.
      onSubmit={(event) => {
        event.stopPropagation();
        void onSubmit(event);
      }}
      className="grid gap-5"
    >
      <FormAlert message={errors.root?.server?.message} />
      <FormField id="forgot-email" label={t('fields.email')} error={fieldErrorText(errors.email, translate)}>
        {(control) => <EmailInput {...control} {...register('email')} />}
      </FormField>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="outline">{t('forgot.cancel')}</Button>
        </DialogClose>
        <Button type="submit" disabled={forgot.isPending}>
          {forgot.isPending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
          {forgot.isPending ? t('forgot.pending') : t('forgot.submit')}
        </Button>
      </div>
    </form>
  );
}
