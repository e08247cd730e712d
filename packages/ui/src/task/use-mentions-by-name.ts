import * as React from 'react';
import { type MentionDisplay, mentionDisplay } from './mention-display';
import type { MentionMember } from './mention-tokens';
import { type MentionPickerBinding, useMentionPicker } from './use-mention-picker';

/**
 * The mention picker of a text area that reads `@Name` while its text keeps tokens: `display`
 * turns the stored text into what the area shows and back; picks write names.
 */
export function useMentionsByName(
  members: readonly MentionMember[] | undefined,
  onStoredChange: (stored: string) => void,
): { display: MentionDisplay; mentions: MentionPickerBinding } {
  const display = React.useMemo(() => mentionDisplay(members), [members]);
  const mentions = useMentionPicker({
    members,
    onValueChange: (shown) => onStoredChange(display.store(shown)),
    writing: display,
  });
  return { display, mentions };
}
