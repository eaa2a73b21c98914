import { DELETE_CONFIRMATION, DeleteAccountSchema, type DeleteAccountInput } from '@azubi/shared/privacy/privacy';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose } from '../../../components/ui/dialog';
import type { LazyDialogState } from '../../../components/lazy-dialog-trigger';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/use-toast';
import { useLocale } from '../../../i18n/use-locale';
import { ApiError } from '../../../lib/api-error';
import { forgetCsrfToken } from '../../../lib/api-fetch';
import { localizeHref } from '../../auth';
import { storeSignedOut, useMe } from '../../../lib/account/use-me';
import { FormAlert } from '../../../components/form-alert';
import { FormField } from '../../../components/form-field';
import { PasswordInput } from '../../../components/password-input';
import { SERVER_ERROR_TYPE } from '../../../lib/server-errors';
import { leaveSignedInPages } from '../../../lib/leaving-signed-in';
import { useFieldError } from '../../../hooks/use-field-error';
import { useSharedMessage } from '../../../hooks/use-shared-message';
import { useDeleteAccount } from '../api/privacy-api';
import { isCandidate } from '../../../lib/account/roles';

type Values = { confirm: string; password: string };

/**
 * Account deletion's dialog (spec §1, §8): it explains what happens, then asks for the word DELETE
 * and the password. Afterwards the visitor is signed out and sent to the home page. Its code loads
 * when the button is reached (delete-account.tsx).
 */
export function DeleteAccountDialog({ open, onOpenChange, onCloseAutoFocus }: LazyDialogState) {
  const { t } = useTranslation('privacySettings');
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={onCloseAutoFocus}
      title={t('delete.dialogTitle')}
      description={t('delete.dialogText')}
    >
      {open ? <DeleteAccountForm /> : null}
    </Dialog>
  );
}

/**
 * What the deletion does (issue 28), for the person's role: a candidate's conversations,
 * applications and interviews; a company member's messages and team records, and what happens to
 * the company when they are its last member or only admin.
 */
function Consequences() {
  const { t } = useTranslation('privacySettings');
  const me = useMe().data;
  const role = me?.user.role;
  const company = me?.company ?? null;
  return (
    <ul className="list-disc space-y-1 pl-5 text-sm">
      <li>{t('delete.consequences.data')}</li>
      {isCandidate(role) ? (
        <>
          <li>{t('delete.consequences.candidate.conversations')}</li>
          <li>{t('delete.consequences.candidate.applications')}</li>
          <li>{t('delete.consequences.candidate.interviews')}</li>
        </>
      ) : null}
      {company ? (
        <>
          <li>{t('delete.consequences.company.messages')}</li>
          <li>{t('delete.consequences.company.records', { company: company.name })}</li>
          <li>{t('delete.consequences.company.lastMember', { company: company.name })}</li>
          {company.teamRole === 'admin' ? (
            <li>{t('delete.consequences.company.onlyAdmin', { company: company.name })}</li>
          ) : null}
        </>
      ) : null}
      <li>{t('delete.consequences.sessions')}</li>
      <li>{t('delete.consequences.kept')}</li>
    </ul>
  );
}

function DeleteAccountForm() {
  const { t } = useTranslation('privacySettings');
  const errorText = useFieldError();
  const text = useSharedMessage();
  const locale = useLocale();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const remove = useDeleteAccount();
  const [formError, setFormError] = useState<string>();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<Values, unknown, DeleteAccountInput>({
    // The typed word is a plain string until the schema has checked it is DELETE.
    resolver: zodResolver(DeleteAccountSchema) as unknown as Resolver<Values, unknown, DeleteAccountInput>,
    defaultValues: { confirm: '', password: '' },
  });

  const onSubmit = handleSubmit((values) => {
    setFormError(undefined);
    remove.mutate(values, {
      onSuccess: async (result) => {
        forgetCsrfToken();
        toast({ title: result.message, variant: 'success' });
        // Leave first: this page would otherwise send the visitor to sign in (the session is gone,
        // so any request for the account in between already answers "signed out").
        await leaveSignedInPages(async () => {
          await navigate(localizeHref('/', locale), { replace: true });
          storeSignedOut(queryClient);
        });
        queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'auth' });
      },
      onError: (error) => {
        if (error instanceof ApiError && error.fields) {
          let first = true;
          for (const field of ['confirm', 'password'] as const) {
            const message = error.fields[field];
            if (!message) continue;
            setError(field, { type: SERVER_ERROR_TYPE, message }, { shouldFocus: first });
            first = false;
          }
          if (!first) return;
        }
        const message =
          error instanceof ApiError && error.status !== 0 ? error.message : (text('privacy.deleteFailed') ?? '');
        setFormError(message);
      },
    });
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <Consequences />
      <FormAlert message={formError} />
      <FormField
        id="delete-confirm"
        label={t('delete.confirmLabel', { word: DELETE_CONFIRMATION })}
        error={errorText(errors.confirm)}
      >
        {(control) => <Input {...control} {...register('confirm')} autoComplete="off" autoCapitalize="characters" />}
      </FormField>
      <FormField id="delete-password" label={t('delete.password')} error={errorText(errors.password)}>
        {(control) => <PasswordInput {...control} {...register('password')} autoComplete="current-password" />}
      </FormField>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="outline">{t('delete.cancel')}</Button>
        </DialogClose>
        <Button type="submit" variant="destructive" disabled={remove.isPending}>
          {remove.isPending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
          {remove.isPending ? t('delete.deleting') : t('delete.submit')}
        </Button>
      </div>
    </form>
  );
}
