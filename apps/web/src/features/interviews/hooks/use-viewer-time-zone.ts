import { browserTimeZone, useMe } from '../../auth';

/** The zone the reader sees times in: their account's, else their device's, else Berlin. */
export function useViewerTimeZone(): string {
  const me = useMe({ enabled: false }).data;
  return me?.user.timezone ?? browserTimeZone() ?? 'Europe/Berlin';
}
