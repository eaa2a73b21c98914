import { QueryClientProvider } from '@tanstack/react-query';
import { useContext, useState, type ReactNode } from 'react';
import { createQueryClient, takeServerQueryState } from '../../lib/query-client';
import { QueryClientSlot } from '../query-client-slot';

/**
 * The app's query client (stale time 5 minutes, one retry), created once per app in its slot,
 * with the data of a page the server rendered, if it did.
 */
export function AppQueryProvider({ children }: { children: ReactNode }) {
  const holder = useContext(QueryClientSlot);
  const [client] = useState(() => {
    holder.client ??= createQueryClient(takeServerQueryState());
    return holder.client;
  });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
