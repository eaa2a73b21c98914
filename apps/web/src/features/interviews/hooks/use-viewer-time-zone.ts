import { browserTimeZone } from '../../../lib/account/browser-time-zone';
import { useMe } from '../../../lib/account/use-me';

/** The zone the reader sees times in: their account's, else their device's, else Berlin. */
export function useViewerTimeZone(): string {
  const me = useMe({ enabled: false }).data;
  return me?.user.timezone ?? browserTimeZone() ?? 'Europe/Berlin';
}
