import { useAccountTimeZone } from '../../auth';

/** The zone the reader sees times in: their account's, else their device's, else Berlin (auth's useAccountTimeZone). */
export function useViewerTimeZone(): string {
  return useAccountTimeZone();
}
