import { Smartphone } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { showFailureToast } from '../../../components/failure-toast';
import { useDates } from '../../../lib/account/use-dates';
import { usePushDevices, useRemovePushDevice } from '../api/push-devices';
import {
  currentEndpointHash,
  notificationPermission,
  pushSupported,
  unsubscribeThisDevice,
} from '../lib/push-subscription';
import { useEnablePush } from './use-enable-push';

/** Settings: the devices that get push notifications, each with "remove", and this device's button. */
export function PushDevicesSection() {
  const { t } = useTranslation('notifications');
  const dates = useDates();
  const devices = usePushDevices();
  const remove = useRemovePushDevice();
  const { state, enable } = useEnablePush(devices.data?.publicKey ?? null);
  const [hereHash, setHereHash] = useState<string | null>(null);
  useEffect(() => {
    void currentEndpointHash().then(setHereHash);
  }, [devices.data]);
  if (!devices.data) return null;
  const { publicKey, devices: list } = devices.data;
  const subscribedHere = hereHash !== null && list.some((d) => d.endpointHash === hereHash);
  const date = dates.date;
  return (
    <section aria-labelledby="push-devices-title" className="grid gap-3">
      <h2 id="push-devices-title" className="text-xl font-semibold text-brand-950">
        {t('push.devicesTitle')}
      </h2>
      {!publicKey ? (
        <p className="text-muted-foreground">{t('push.serverOff')}</p>
      ) : (
        <>
          <p className="text-muted-foreground">{t('push.devicesIntro')}</p>
          {list.length === 0 ? (
            <p className="rounded-card border border-border bg-muted p-3">{t('push.noDevices')}</p>
          ) : (
            <ul className="grid divide-y divide-border rounded-card border border-border bg-background">
              {list.map((device) => (
                <li key={device.id} className="flex flex-wrap items-center gap-3 p-3">
                  <Smartphone className="size-5 text-brand-700" aria-hidden="true" />
                  <div className="grid min-w-40 flex-1">
                    <p className="font-medium">
                      {device.name}
                      {device.endpointHash === hereHash ? ` · ${t('push.thisDevice')}` : ''}
                    </p>
                    <p className="text-sm text-muted-foreground">
                      {t('push.addedOn', { date: date(device.createdAt) })}
                      {device.lastSuccessAt
                        ? ` · ${t('push.lastDelivered', { date: date(device.lastSuccessAt) })}`
                        : ''}
                    </p>
                  </div>
                  <Button
                    type="button"
                    size="sm"
                    variant="outline"
                    aria-label={t('push.removeDevice', { name: device.name })}
                    disabled={remove.isPending}
                    onClick={() =>
                      remove.mutate(device.id, {
                        onSuccess: () => {
                          if (device.endpointHash === hereHash) void unsubscribeThisDevice();
                        },
                        onError: (error) => showFailureToast(error, t('push.removeFailed')),
                      })
                    }
                  >
                    {t('push.remove')}
                  </Button>
                </li>
              ))}
            </ul>
          )}
          {!pushSupported() ? (
            <p className="text-sm text-muted-foreground">{t('push.unsupported')}</p>
          ) : notificationPermission() === 'denied' || state === 'refused' ? (
            <p className="text-sm text-muted-foreground">{t('push.offerRefused')}</p>
          ) : subscribedHere ? null : (
            <div className="flex flex-wrap items-center gap-3">
              <Button type="button" variant="secondary" disabled={state === 'working'} onClick={() => void enable()}>
                {t('push.offerButton')}
              </Button>
              {state === 'failed' ? <p className="text-sm text-destructive">{t('push.offerFailed')}</p> : null}
            </div>
          )}
        </>
      )}
    </section>
  );
}
