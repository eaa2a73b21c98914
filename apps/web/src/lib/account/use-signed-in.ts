import { useMe } from './use-me';
import { useSessionHint } from './session-hint';

/**
 * Whether someone is signed in, for parts of a page that differ for them (the landing page's calls
 * to action). The hint comes from this browser's storage, which a page rendered on the server
 * cannot know: while React takes over such a page it reads as signed out (the hint's server value),
 * as the HTML was rendered, and switches right after, without a hydration mismatch. A hint whose
 * session has ended turns false once the server says so.
 */
export function useSignedIn(): boolean {
  const hint = useSessionHint();
  const me = useMe({ enabled: hint }).data;
  return hint && me !== null;
}
