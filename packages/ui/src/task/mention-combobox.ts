import { mentionOptionId } from './mention-picker';
import type { MentionMember } from './mention-tokens';

/** The combobox ARIA a text area with mentions carries. */
export interface MentionComboboxProps {
  'aria-autocomplete': 'list';
  'aria-haspopup': 'listbox';
  'aria-controls'?: string;
  'aria-activedescendant'?: string;
}

/**
 * The text area as a combobox of members: it controls the list while it is open and names
 * the highlighted member, focus staying in the text area.
 */
export function comboboxProps(
  listId: string,
  open: boolean,
  activeMember: MentionMember | undefined,
): MentionComboboxProps {
  return {
    'aria-autocomplete': 'list',
    'aria-haspopup': 'listbox',
    'aria-controls': open ? listId : undefined,
    'aria-activedescendant': activeMember ? mentionOptionId(listId, activeMember) : undefined,
  };
}
