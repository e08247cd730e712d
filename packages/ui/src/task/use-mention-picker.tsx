import * as React from 'react';
import type { MentionDisplay } from './mention-display';
import { handleMentionKey } from './mention-keys';
import { MentionPicker, mentionOptionId } from './mention-picker';
import { insertMention, type MentionQuery, matchMembers, mentionQueryAt } from './mention-query';
import type { MentionMember } from './mention-tokens';

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
  const pendingCaret = React.useRef<number | null>(null);
  const enabled = Boolean(members && members.length > 0);

  const matches = React.useMemo(
    () => (query && members ? matchMembers(members, query.text) : []),
    [members, query],
  );
  // After a space, a query that matches nobody is ordinary text: close rather than say so.
  const open = query !== null && (matches.length > 0 || !/\s/.test(query.text));
  const active = Math.min(activeIndex, Math.max(0, matches.length - 1));

  const follow = (element: HTMLTextAreaElement) => {
    if (!enabled) return;
    const caret = element.selectionStart;
    const at = caret === element.selectionEnd ? mentionQueryAt(element.value, caret) : null;
    // A name written out in full ("@Mia Chen") is a mention, not a query to complete.
    const found = at && writing?.writtenAt(element.value, at.start) ? null : at;
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

  // Put the caret after an inserted mention once the caller has rendered the new text.
  React.useLayoutEffect(() => {
    if (pendingCaret.current === null || !ref.current) return;
    ref.current.setSelectionRange(pendingCaret.current, pendingCaret.current);
    pendingCaret.current = null;
  });

  const pick = (member: MentionMember) => {
    const element = ref.current;
    if (!element || !query) return;
    const written = writing?.written(member);
    const next = insertMention(element.value, query, element.selectionStart, member, written);
    pendingCaret.current = next.caret;
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
      ...(enabled
        ? {
            'aria-autocomplete': 'list' as const,
            'aria-haspopup': 'listbox' as const,
            'aria-controls': open ? listId : undefined,
            'aria-activedescendant': activeMember
              ? mentionOptionId(listId, activeMember)
              : undefined,
          }
        : {}),
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
