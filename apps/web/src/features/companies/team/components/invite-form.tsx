import { InviteTeamMemberSchema, type InviteTeamMemberInput, type TeamRole } from '@azubi/shared/companies/team';
import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle, Send } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { Input } from '../../../../components/ui/input';
import { toast } from '../../../../components/ui/use-toast';
import { failureText } from '../../../../components/failure-toast';
import { FormAlert } from '../../../../components/form-alert';
import { fieldErrorText } from '../../../../lib/form-error-text';
import { FormField } from '../../../../components/form-field';
import { applyServerFieldErrors } from '../../../../lib/server-errors';
import { useSharedMessage } from '../../../../hooks/use-shared-message';
import { useInviteTeamMember } from '../api/invite-team-member';

/** The usual choice first. */
const ROLE_CHOICES: readonly TeamRole[] = ['member', 'admin'];

/**
 * Invites a colleague by e-mail with a role. "This email has already been invited" and the other
 * refusals show on the form; an invitation stored whose e-mail failed is said in a toast.
 */
export function InviteForm() {
  const { t } = useTranslation('team');
  const tShared = useSharedMessage();
  const invite = useInviteTeamMember();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<InviteTeamMemberInput>({
    resolver: zodResolver(InviteTeamMemberSchema),
    defaultValues: { email: '', role: 'member' },
  });

  const onSubmit = handleSubmit((values) => {
    invite.mutate(values, {
      onSuccess: (result) => {
        toast({ title: result.message, variant: result.emailSent ? 'success' : 'destructive' });
        reset({ email: '', role: values.role });
      },
      onError: (error) => {
        if (applyServerFieldErrors(error, setError, ['email', 'role'])) return;
        setError('root.server', { message: failureText(error, tShared('team.sendFailed') ?? '') });
      },
    });
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-label={t('invite.formLabel')} className="grid gap-4">
      <FormAlert message={errors.root?.server?.message} />
      <FormField
        id="invite-email"
        label={t('invite.email')}
        hint={t('invite.emailHint')}
        error={fieldErrorText(errors.email, tShared)}
        className="max-w-xl"
      >
        {(control) => <Input {...control} {...register('email')} type="email" autoComplete="off" />}
      </FormField>
      <fieldset className="grid gap-2" aria-describedby={errors.role ? 'invite-role-error' : undefined}>
        <legend className="mb-1 text-base font-medium">{t('invite.role')}</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {ROLE_CHOICES.map((role) => (
            <label
              key={role}
              className="flex min-h-11 cursor-pointer items-start gap-3 rounded-control border border-input px-3 py-2.5 has-checked:border-primary has-checked:bg-secondary"
            >
              <input
                type="radio"
                value={role}
                {...register('role')}
                className="mt-0.5 size-5 shrink-0 accent-primary"
              />
              <span className="grid gap-0.5">
                <span className="font-semibold">{t(`roles.${role}`)}</span>
                <span className="text-sm text-muted-foreground">{t(`invite.roleHints.${role}`)}</span>
              </span>
            </label>
          ))}
        </div>
        {errors.role ? (
          <p id="invite-role-error" className="text-sm font-medium text-destructive">
            {fieldErrorText(errors.role, tShared)}
          </p>
        ) : null}
      </fieldset>
      <Button type="submit" disabled={invite.isPending} className="justify-self-start">
        {invite.isPending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <Send aria-hidden="true" />}
        {t('invite.submit')}
      </Button>
    </form>
  );
}
