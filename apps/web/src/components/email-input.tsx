import type { ComponentProps } from 'react';
import { Input } from './ui/input';

/**
 * An e-mail address field: the phone's e-mail keyboard, the browser's saved address, no capital
 * first letter and no spelling marks.
 */
export function EmailInput(props: Omit<ComponentProps<'input'>, 'type'>) {
  return (
    <Input {...props} type="email" inputMode="email" autoComplete="email" autoCapitalize="none" spellCheck={false} />
  );
}
