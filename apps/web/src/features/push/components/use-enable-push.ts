import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { invalidatePushDevices, saveSubscription } from '../api/push-devices';
import { subscribeThisDevice } from '../lib/push-subscription';

/**
 * "Get notified on this device": asks the browser (only now, after the person pressed the button),
 * subscribes and stores the device. `state`: idle, working, done, or refused (permission denied).
 */
export function useEnablePush(publicKey: string | null) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<'idle' | 'working' | 'done' | 'refused' | 'failed'>('idle');
  const enable = async () => {
    if (!publicKey) return;
    setState('working');
    try {
      const subscription = await subscribeThisDevice(publicKey);
      if (!subscription) return setState('refused');
      await saveSubscription(subscription);
      await invalidatePushDevices(queryClient);
      setState('done');
    } catch {
      setState('failed');
    }
  };
  return { state, enable };
}
