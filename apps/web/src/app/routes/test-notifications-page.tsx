import type { TestNotificationInput } from '@azubi/shared/admin/test-notifications';
import { NOTIFICATION_TYPES, type NotificationType } from '@azubi/shared/notifications/notification-types';
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { Label } from '../../components/ui/label';
import { NativeSelect } from '../../components/ui/native-select';
import { toast } from '../../components/ui/use-toast';
import { FormAlert } from '../../components/form-alert';
import { RequireAccount } from '../require-account';
import { useSharedMessage } from '../../hooks/use-shared-message';
import { apiFetch } from '../../lib/api-fetch';
import { ApiError } from '../../lib/api-error';

/**
 * `/test-notifications` (spec §2, §7's test-email sender; issue 19): an admin sends themselves
 * any notification type in either language, in the app and by e-mail, to see what users get.
 */
export function TestNotificationsPage() {
  const { t } = useTranslation('testNotifications');
  const text = useSharedMessage();
  return (
    <>
      <title>{t('documentTitle')}</title>
      <div className="mx-auto grid max-w-3xl gap-6 px-4 py-8 sm:px-6 sm:py-12">
        <RequireAccount roles={['admin']} wrongRoleText={text('adminUsers.adminsOnly') ?? ''}>
          {() => <TestNotificationForm />}
        </RequireAccount>
      </div>
    </>
  );
}

function TestNotificationForm() {
  const { t } = useTranslation('testNotifications');
  const { t: tTypes } = useTranslation('notifications');
  const id = useId();
  const [type, setType] = useState<NotificationType>('application_received');
  const [locale, setLocale] = useState<'en' | 'de'>('de');
  const [inApp, setInApp] = useState(true);
  const [email, setEmail] = useState(true);
  const send = useMutation({
    mutationFn: (input: TestNotificationInput) =>
      apiFetch<{ message: string }>('/api/admin/test-notifications', { method: 'POST', body: input }),
  });
  const fields = send.error instanceof ApiError ? (send.error.fields ?? {}) : {};
  const formError = send.error ? (Object.values(fields)[0] ?? send.error.message) : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send.mutate(
      { type, locale, inApp, email },
      { onSuccess: ({ message }) => toast({ title: message, variant: 'success' }) },
    );
  };
  return (
    <>
      <header className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight text-brand-950 sm:text-4xl">{t('title')}</h1>
        <p className="text-muted-foreground">{t('intro')}</p>
      </header>
      <form
        onSubmit={submit}
        className="grid gap-5 rounded-card border border-border bg-background p-4 sm:p-6"
        noValidate
      >
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-type`}>{t('type')}</Label>
          <NativeSelect
            id={`${id}-type`}
            value={type}
            onChange={(event) => setType(event.target.value as NotificationType)}
            options={NOTIFICATION_TYPES.map((value) => ({ value, label: tTypes(`types.${value}`) }))}
          />
        </div>
        <fieldset className="grid gap-2">
          <legend className="mb-1 font-medium">{t('language')}</legend>
          {(['de', 'en'] as const).map((value) => (
            <label key={value} className="flex min-h-11 items-center gap-3">
              <input
                type="radio"
                name={`${id}-locale`}
                value={value}
                checked={locale === value}
                onChange={() => setLocale(value)}
                className="size-5 accent-primary"
              />
              {value === 'de' ? 'Deutsch' : 'English'}
            </label>
          ))}
        </fieldset>
        <fieldset className="grid gap-2">
          <legend className="mb-1 font-medium">{t('channels')}</legend>
          <label className="flex min-h-11 items-center gap-3">
            <input
              type="checkbox"
              checked={inApp}
              onChange={(e) => setInApp(e.target.checked)}
              className="size-5 accent-primary"
            />
            {t('inApp')}
          </label>
          <label className="flex min-h-11 items-center gap-3">
            <input
              type="checkbox"
              checked={email}
              onChange={(e) => setEmail(e.target.checked)}
              className="size-5 accent-primary"
            />
            {t('email')}
          </label>
        </fieldset>
        <FormAlert message={formError} />
        <div>
          <Button type="submit" disabled={send.isPending}>
            {t('send')}
          </Button>
        </div>
      </form>
    </>
  );
}
