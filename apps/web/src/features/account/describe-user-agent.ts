import Bowser from 'bowser';

export type DeviceKind = 'mobile' | 'tablet' | 'desktop' | 'tv';
export type UserAgentParts = { browser: string | null; system: string | null; device: DeviceKind | null };

/**
 * Browser, system and kind of device from a user-agent string, read by a maintained parser
 * (`bowser`, MIT), for "Where you are signed in" (issue 28): "Chrome 131 · Android 14 · Phone".
 */
export function describeUserAgent(userAgent: string | null): UserAgentParts {
  if (!userAgent) return { browser: null, system: null, device: null };
  const parsed = Bowser.parse(userAgent);
  const major = (version: string | undefined) => version?.split('.')[0];
  const browser = parsed.browser.name
    ? [parsed.browser.name, major(parsed.browser.version)].filter(Boolean).join(' ')
    : null;
  const osVersion =
    parsed.os.name === 'macOS' || parsed.os.name === 'Windows' ? parsed.os.versionName : parsed.os.version;
  const system = parsed.os.name ? [parsed.os.name, osVersion].filter(Boolean).join(' ') : null;
  const type = parsed.platform.type;
  const device = type === 'mobile' || type === 'tablet' || type === 'desktop' || type === 'tv' ? type : null;
  return { browser, system, device };
}
