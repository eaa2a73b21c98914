import type { Message } from '@azubi/shared/messaging/messaging';
import type { ReactNode } from 'react';

/**
 * What the messages pages put under each message of the other side. Features do not import each
 * other's components (STYLE.md), so the page composes them: the translation feature's
 * TranslateButton joins here once it exists (issue 14).
 */
export function useMessageActions(): ((message: Message) => ReactNode) | undefined {
  return undefined;
}
