import { InviteTeamMemberSchema, TEAM_ROLES, type InviteTeamMemberInput } from '@azubi/shared/companies/team';
import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle, Send } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { NativeSelect } from '../../../components/ui/native-select';
import { toast } from '../../../components/ui/use-toast';
import { failureText } from '../../auth/components/failure-toast';
import { FormAlert } from '../../auth/components/form-alert';
import { fieldErrorText } from '../../auth/components/form-error-text';
import { FormField } from '../../auth/components/form-field';
import { applyServerFieldErrors } from '../../auth/server-errors';
import { useSharedMessage } from '../../listings/hooks/use-shared-message';
import { useInviteTeamMember } from '../api/invite-team-member';

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
      <div className="grid gap-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <FormField
          id="invite-email"
          label={t('invite.email')}
          hint={t('invite.emailHint')}
          error={fieldErrorText(errors.email, tShared)}
        >
          {(control) => <Input {...control} {...register('email')} type="email" autoComplete="off" />}
        </FormField>
        <FormField
          id="invite-role"
          label={t('invite.role')}
          hint={t('invite.roleHint')}
          error={fieldErrorText(errors.role, tShared)}
        >
          {(control) => (
            <NativeSelect
              {...control}
              {...register('role')}
              options={TEAM_ROLES.map((role) => ({ value: role, label: t(`roles.${role}`) }))}
            />
          )}
        </FormField>
      </div>
      <Button type="submit" disabled={invite.isPending} className="justify-self-start">
        {invite.isPending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <Send aria-hidden="true" />}
        {t('invite.submit')}
      </Button>
    </form>
  );
}
