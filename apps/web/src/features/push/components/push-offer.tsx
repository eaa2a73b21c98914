import { BellRing, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { usePushDevices } from '../api/push-devices';
import { currentEndpointHash, notificationPermission, pushSupported } from '../lib/push-subscription';
import { useEnablePush } from './use-enable-push';

const DISMISSED_KEY = 'azubi.pushOfferDismissed';

/** Dismissed on this device; so too where storage is out of reach (blocked, or a page rendered on the server). */
function wasDismissed(): boolean {
  try {
    return localStorage.getItem(DISMISSED_KEY) === '1';
  } catch {
    return true;
  }
}

/**
 * The offer "Get notified on this device", shown only where the person has just shown they want
 * to hear back (a conversation, a booked interview; the settings page has its own button), never
 * on a first visit: the page decides where, this decides whether (browser can, not yet asked or
 * allowed, this device not yet subscribed, not dismissed).
 */
export function PushOffer({ when = true }: { when?: boolean }) {
  const { t } = useTranslation('notifications');
  const [dismissed, setDismissed] = useState(wasDismissed);
  const [subscribedHere, setSubscribedHere] = useState<boolean | null>(null);
  const show = when && !dismissed && pushSupported() && notificationPermission() !== 'denied';
  const devices = usePushDevices({ enabled: show });
  const { state, enable } = useEnablePush(devices.data?.publicKey ?? null);
  useEffect(() => {
    if (!show || !devices.data) return;
    void currentEndpointHash().then((hash) =>
      setSubscribedHere(hash !== null && devices.data.devices.some((d) => d.endpointHash === hash)),
    );
  }, [show, devices.data]);
  if (!show || !devices.data?.publicKey || subscribedHere !== false) return null;
  if (state === 'done')
    return (
      <p role="status" className="push-offer rounded-card border border-border bg-muted p-3 text-sm">
        {t('push.offerDone')}
      </p>
    );
  return (
    <aside
      aria-labelledby="push-offer-title"
      className="push-offer flex flex-wrap items-center gap-3 rounded-card border border-brand-200 bg-brand-50 p-3 text-sm"
    >
      <BellRing className="size-5 shrink-0 text-brand-700" aria-hidden="true" />
      <div className="grid min-w-48 flex-1 gap-0.5">
        <p id="push-offer-title" className="font-medium">
          {t('push.offerTitle')}
        </p>
        <p className="text-muted-foreground">
          {state === 'refused'
            ? t('push.offerRefused')
            : state === 'failed'
              ? t('push.offerFailed')
              : t('push.offerText')}
        </p>
      </div>
      <Button type="button" size="sm" disabled={state === 'working'} onClick={() => void enable()}>
        {t('push.offerButton')}
      </Button>
      <Button
        type="button"
        size="sm"
        variant="ghost"
        aria-label={t('push.offerDismiss')}
        onClick={() => {
          try {
            localStorage.setItem(DISMISSED_KEY, '1');
          } catch {
            // Storage blocked: dismissed for this page only.
          }
          setDismissed(true);
        }}
      >
        <X aria-hidden="true" />
      </Button>
    </aside>
  );
}
