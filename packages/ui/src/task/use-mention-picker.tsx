import * as React from 'react';
import { comboboxProps } from './mention-combobox';
import type { MentionDisplay } from './mention-display';
import { handleMentionKey } from './mention-keys';
import { MentionPicker } from './mention-picker';
import { insertMention, type MentionQuery, queryAtCaret } from './mention-query';
import type { MentionMember } from './mention-tokens';
import { useCaretAfterRender } from './use-caret-after-render';
import { useMentionMatches } from './use-mention-matches';

/** Options of {@link useMentionPicker}. */
export interface MentionPickerOptions {
  /** The workspace's members; `undefined` or empty turns mentions off. */
  members: readonly MentionMember[] | undefined;
  /** Sets the text area's value, as shown (the caller keeps it). */
  onValueChange: (value: string) => void;
  /**
   * How the text area writes mentions (mention-display.ts): what a pick writes, and whether
   * the `@` at `start` begins one already written (no query to follow). Default: tokens.
   */
  writing?: Pick<MentionDisplay, 'written' | 'writtenAt'>;
}

/** What {@link useMentionPicker} gives the text area and its container. */
export interface MentionPickerBinding {
  /** Spread on the text area: ref, combobox ARIA, and the caret and blur listeners. */
  textareaProps: {
    ref: React.RefObject<HTMLTextAreaElement | null>;
    'aria-autocomplete'?: 'list';
    'aria-haspopup'?: 'listbox';
    'aria-controls'?: string;
    'aria-activedescendant'?: string;
    onSelect: (event: React.SyntheticEvent<HTMLTextAreaElement>) => void;
    onBlur: () => void;
  };
  /** Call first in the text area's `onChange`. */
  onChange: (event: React.ChangeEvent<HTMLTextAreaElement>) => void;
  /** Call first in the text area's `onKeyDown`; `true` means the picker used the key. */
  onKeyDown: (event: React.KeyboardEvent<HTMLTextAreaElement>) => boolean;
  /** The picker, or `null` while closed: render it after the text area, in a `relative` box. */
  picker: React.ReactNode;
}

/**
 * Mentions in a text area: typing `@` opens a list of the workspace's members under it,
 * filtered by what follows; Up and Down move the highlight, Enter or Tab (or a click) writes
 * the member (see `writing`; by default `@[<id>]`) in place of `@…`, Escape closes the list. Focus stays in the text area, which
 * names the highlighted member with `aria-activedescendant`. Only listed members can be
 * picked.
 */
export function useMentionPicker({
  members,
  onValueChange,
  writing,
}: MentionPickerOptions): MentionPickerBinding {
  const ref = React.useRef<HTMLTextAreaElement | null>(null);
  const listId = React.useId();
  const [query, setQuery] = React.useState<MentionQuery | null>(null);
  const [activeIndex, setActiveIndex] = React.useState(0);
  // Escape closes the list for the `@` it was open for, until another `@` is typed.
  const dismissedAt = React.useRef<number | null>(null);
  const placeCaret = useCaretAfterRender(ref);
  const enabled = Boolean(members && members.length > 0);

  const { matches, open, active } = useMentionMatches(members, query, activeIndex);

  const follow = (element: HTMLTextAreaElement) => {
    if (!enabled) return;
    const found = queryAtCaret(element, writing);
    if (found && found.start === dismissedAt.current) {
      setQuery(null);
      return;
    }
    dismissedAt.current = null;
    if (!found) {
      setQuery(null);
    } else if (query?.start !== found.start || query.text !== found.text) {
      setQuery(found);
      setActiveIndex(0);
    }
  };

  const pick = (member: MentionMember) => {
    const element = ref.current;
    if (!element || !query) return;
    const written = writing?.written(member);
    const next = insertMention(element.value, query, element.selectionStart, member, written);
    // The caret goes after the mention once the caller has rendered the new text.
    placeCaret(next.caret);
    setQuery(null);
    onValueChange(next.text);
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLTextAreaElement>): boolean => {
    if (!open || event.nativeEvent.isComposing) return false;
    return handleMentionKey(event, {
      matches,
      active,
      setActiveIndex,
      pick,
      dismiss: () => {
        dismissedAt.current = query?.start ?? null;
        setQuery(null);
      },
    });
  };

  const activeMember = open ? matches[active] : undefined;
  return {
    textareaProps: {
      ref,
      ...(enabled ? comboboxProps(listId, open, activeMember) : {}),
      onSelect: (event) => follow(event.currentTarget),
      onBlur: () => setQuery(null),
    },
    onChange: (event) => follow(event.currentTarget),
    onKeyDown,
    picker:
      open && query ? (
        <MentionPicker
          id={listId}
          members={matches}
          activeIndex={active}
          query={query.text}
          onPick={pick}
          onActiveIndexChange={setActiveIndex}
        />
      ) : null,
  };
}
