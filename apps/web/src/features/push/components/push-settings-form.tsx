import type { PushSettings } from '@azubi/shared/push/push';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Switch } from '../../../components/ui/switch';
import { toast } from '../../../components/ui/use-toast';
import { failureText } from '../../../components/failure-toast';
import { FormAlert } from '../../../components/form-alert';
import { useAccountTimeZone } from '../../../lib/account/use-dates';
import { usePushSettings, useUpdatePushSettings } from '../api/push-devices';
import { ApiError } from '../../../lib/api-error';

/** Settings: quiet hours in the person's own time zone, and privacy on the lock screen. */
export function PushSettingsForm({ timeZone }: { timeZone: string | null }) {
  const query = usePushSettings();
  if (!query.data) return null;
  return <Form key={query.dataUpdatedAt} initial={query.data} timeZone={timeZone} />;
}

function Form({ initial, timeZone }: { initial: PushSettings; timeZone: string | null }) {
  const { t } = useTranslation('notifications');
  const update = useUpdatePushSettings();
  const [value, setValue] = useState(initial);
  const [failure, setFailure] = useState<string | undefined>();
  const [fields, setFields] = useState<Record<string, string>>({});
  const accountZone = useAccountTimeZone();
  const zone = timeZone ?? accountZone;
  return (
    <form
      noValidate
      aria-labelledby="push-quiet-title"
      className="grid gap-4 rounded-card border border-border bg-background p-4"
      onSubmit={(event) => {
        event.preventDefault();
        setFailure(undefined);
        setFields({});
        update.mutate(value, {
          onSuccess: () => toast({ title: t('push.settingsSaved'), variant: 'success' }),
          onError: (error) => {
            if (error instanceof ApiError && error.fields) setFields(error.fields);
            setFailure(failureText(error, t('push.settingsFailed')));
          },
        });
      }}
    >
      <h2 id="push-quiet-title" className="text-xl font-semibold text-brand-950">
        {t('push.quietTitle')}
      </h2>
      <FormAlert message={failure} />
      <label className="flex items-center gap-3">
        <Switch
          checked={value.quietHoursEnabled}
          onCheckedChange={(on) => setValue({ ...value, quietHoursEnabled: on })}
        />
        {t('push.quietEnabled', { zone })}
      </label>
      <div className="flex flex-wrap gap-4">
        {(['quietStart', 'quietEnd'] as const).map((field) => (
          <div key={field} className="grid gap-1">
            <label htmlFor={`push-${field}`} className="text-sm font-medium">
              {t(`push.${field}`)}
            </label>
            <Input
              id={`push-${field}`}
              type="time"
              className="w-36"
              value={value[field]}
              disabled={!value.quietHoursEnabled}
              aria-invalid={fields[field] ? true : undefined}
              aria-describedby={fields[field] ? `push-${field}-error` : undefined}
              onChange={(event) => setValue({ ...value, [field]: event.target.value })}
            />
            {fields[field] ? (
              <p id={`push-${field}-error`} className="text-sm text-destructive">
                {fields[field]}
              </p>
            ) : null}
          </div>
        ))}
      </div>
      <p className="text-sm text-muted-foreground">{t('push.quietExceptions')}</p>
      <label className="flex items-center gap-3">
        <Switch checked={value.hideMessageText} onCheckedChange={(on) => setValue({ ...value, hideMessageText: on })} />
        {t('push.hideMessageText')}
      </label>
      <Button type="submit" variant="secondary" disabled={update.isPending} className="justify-self-start">
        {t('push.saveSettings')}
      </Button>
    </form>
  );
}
