import Bowser from 'bowser';

/** "Chrome on Android", "Safari on iOS": the name a person recognises their device by (bowser). */
export function deviceNameOf(userAgent: string | undefined): string {
  if (!userAgent) return 'Browser';
  const parsed = Bowser.parse(userAgent);
  const browser = parsed.browser.name ?? 'Browser';
  return parsed.os.name ? `${browser} on ${parsed.os.name}` : browser;
}
