import type { Message } from '@azubi/shared/messaging/messaging';
import type { ReactNode } from 'react';
import { linkedText, MESSAGE_TEXT_CLASS } from '../features/messaging/components/message-text';
import { TranslatableText } from '../features/translation/components/translate-button';

/**
 * How the messages pages show a message of the other side: its text (line breaks kept, safe
 * links) with "Translate to German / English" below it (issue 14, spec §7). Features do not import
 * each other's components (ARCHITECTURE.md conventions), so the pages compose messaging and translation here.
 */
export function renderTranslatableMessage(message: Message): ReactNode {
  return (
    <div className="grid justify-items-start gap-1">
      <TranslatableText
        kind="message"
        id={message.id}
        text={message.body}
        className={MESSAGE_TEXT_CLASS}
        render={linkedText}
      />
    </div>
  );
}
