import type * as React from 'react';

/**
 * The keys of a text area that sends what is written: Ctrl/Cmd+Enter sends; Escape leaves
 * the box (by default it blurs; the text stays) without closing a dialog around it.
 */
export function handleSendKeys(
  event: React.KeyboardEvent<HTMLTextAreaElement>,
  send: () => void,
  leave: () => void = () => event.currentTarget.blur(),
): void {
  if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) {
    event.preventDefault();
    send();
  } else if (event.key === 'Escape') {
    event.preventDefault();
    event.stopPropagation();
    leave();
  }
}
