import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { startMessagingSync } from '../realtime/messaging-sync';

/** Keeps messaging live for the signed-in user while the calling view is shown (one connection per tab). */
export function useMessagingRealtime(userId: string | undefined) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!userId) return;
    return startMessagingSync(queryClient, userId);
  }, [queryClient, userId]);
}
