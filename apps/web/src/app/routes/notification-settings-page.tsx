import type { UserRole } from '@azubi/shared/auth/roles';
import type { NotificationPreferences } from '@azubi/shared/notifications/notifications';
import { notificationTypesFor } from '@azubi/shared/notifications/notification-types';
import { LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../components/load-error';
import { LoadingSpinner } from '../../components/loading-spinner';
import { Button } from '../../components/ui/button';
import { Switch } from '../../components/ui/switch';
import { toast } from '../../components/ui/use-toast';
import { failureText } from '../../components/failure-toast';
import { FormAlert } from '../../components/form-alert';
import { RequireAccount } from '../require-account';
import { useSharedMessage } from '../../hooks/use-shared-message';
import {
  useNotificationSettings,
  useUpdateNotificationSettings,
} from '../../features/notifications/api/notification-settings';
import { PushDevicesSection } from '../../features/push/components/push-devices-section';
import { PushSettingsForm } from '../../features/push/components/push-settings-form';

/**
 * `/notification-settings`: per type, in the app, by e-mail and on devices (push; all on until
 * switched off); only the types the account's role can receive (packages/shared/src/notifications).
 * Below: the devices that get push, with "remove", and quiet hours (features/push).
 */
export function NotificationSettingsPage() {
  const { t } = useTranslation('notifications');
  return (
    <>
      <title>{t('settings.documentTitle')}</title>
      <div className="mx-auto grid max-w-3xl gap-6 px-4 py-8 sm:px-6 sm:py-12">
        <header className="grid gap-1">
          <h1 className="text-3xl leading-tight font-bold tracking-tight text-brand-950">{t('settings.title')}</h1>
          <p className="text-muted-foreground">{t('settings.intro')}</p>
        </header>
        <RequireAccount>
          {(me) => (
            <>
              <Settings role={me.user.role} />
              {notificationTypesFor(me.user.role).length > 0 ? (
                <>
                  <PushDevicesSection />
                  <PushSettingsForm timeZone={me.user.timezone} />
                </>
              ) : null}
            </>
          )}
        </RequireAccount>
      </div>
    </>
  );
}

function Settings({ role }: { role: UserRole | null }) {
  const { t } = useTranslation('notifications');
  const tShared = useSharedMessage();
  const types = notificationTypesFor(role);
  const query = useNotificationSettings({ enabled: types.length > 0 });
  if (types.length === 0) return <p className="rounded-card border border-border bg-muted p-4">{t('settings.none')}</p>;
  if (query.isPending) return <LoadingSpinner size="lg" className="py-16" />;
  if (query.isError) {
    return (
      <LoadError
        title={tShared('notifications.settingsLoadFailed')}
        message={query.error.message}
        retryLabel={t('retry')}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return <SettingsForm key={query.dataUpdatedAt} initial={query.data} types={types} />;
}

function SettingsForm({ initial, types }: { initial: NotificationPreferences; types: readonly string[] }) {
  const { t } = useTranslation('notifications');
  const tShared = useSharedMessage();
  const update = useUpdateNotificationSettings();
  const [preferences, setPreferences] = useState(initial.preferences);
  const [failure, setFailure] = useState<string | undefined>();

  const set = (type: string, channel: 'inApp' | 'email' | 'push', on: boolean) =>
    setPreferences((current) => current.map((p) => (p.type === type ? { ...p, [channel]: on } : p)));

  const ordered = types.map((type) => preferences.find((p) => p.type === type)).filter((p) => p !== undefined);

  const save = () => {
    setFailure(undefined);
    update.mutate(
      { preferences: ordered },
      {
        onSuccess: () => toast({ title: tShared('notifications.saved') ?? '', variant: 'success' }),
        onError: (error) => setFailure(failureText(error, tShared('notifications.settingsSaveFailed') ?? '')),
      },
    );
  };

  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <FormAlert message={failure} />
      <ul className="grid divide-y divide-border rounded-card border border-border bg-background">
        {ordered.map((preference) => (
          <li key={preference.type} className="grid gap-3 p-4 sm:grid-cols-[1fr_auto] sm:items-center">
            <p className="font-medium" id={`pref-${preference.type}`}>
              {t(`types.${preference.type}`)}
            </p>
            <div className="flex flex-wrap gap-6">
              <label className="flex items-center gap-3">
                <Switch
                  checked={preference.inApp}
                  aria-label={`${t(`types.${preference.type}`)}: ${t('settings.inApp')}`}
                  onCheckedChange={(on) => set(preference.type, 'inApp', on)}
                />
                {t('settings.inApp')}
              </label>
              <label className="flex items-center gap-3">
                <Switch
                  checked={preference.email}
                  aria-label={`${t(`types.${preference.type}`)}: ${t('settings.email')}`}
                  onCheckedChange={(on) => set(preference.type, 'email', on)}
                />
                {t('settings.email')}
              </label>
              {typeof preference.push === 'boolean' ? (
                <label className="flex items-center gap-3">
                  <Switch
                    checked={preference.push}
                    aria-label={`${t(`types.${preference.type}`)}: ${t('settings.push')}`}
                    onCheckedChange={(on) => set(preference.type, 'push', on)}
                  />
                  {t('settings.push')}
                </label>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
      <Button type="submit" disabled={update.isPending} className="justify-self-start">
        {update.isPending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
        {t('settings.save')}
      </Button>
    </form>
  );
}
