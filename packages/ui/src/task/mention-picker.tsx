import type * as React from 'react';
import { Avatar } from '../display/avatar';
import { cn } from '../foundations/cn';
import type { MentionMember } from './mention-tokens';

/** Props of {@link MentionPicker}. */
export interface MentionPickerProps extends Omit<React.ComponentProps<'div'>, 'children'> {
  /** The listbox's id, for the text area's `aria-controls`. */
  id: string;
  /** The members matching what was typed, best first. */
  members: readonly MentionMember[];
  /** Index of the highlighted member (the text area's `aria-activedescendant`). */
  activeIndex: number;
  /** Called with the member clicked. */
  onPick: (member: MentionMember) => void;
  /** Called with the index of the member under the pointer. */
  onActiveIndexChange?: (index: number) => void;
  /** What was typed after `@`, for the "no match" message. */
  query: string;
}

/** The id of a member's option in the picker `id`, for `aria-activedescendant`. */
export function mentionOptionId(pickerId: string, member: MentionMember): string {
  return `${pickerId}-${member.id}`;
}

/**
 * The list of members a mention can name, shown under a text area while `@…` is typed: name
 * and email, the highlighted one marked by a tint and `aria-selected`. Focus stays in the
 * text area, which moves the highlight (see `useMentionPicker`); a click picks a member.
 * Say so when nobody matches, so a mention cannot name someone outside the workspace.
 */
export function MentionPicker({
  id,
  members,
  activeIndex,
  onPick,
  onActiveIndexChange,
  query,
  className,
  ...props
}: MentionPickerProps) {
  return (
    <div
      className={cn(
        'absolute inset-x-0 top-full z-30 mt-1 max-w-80 overflow-hidden rounded-lg border border-border bg-surface p-1 shadow-lg',
        className,
      )}
      {...props}
    >
      {members.length === 0 ? (
        <p id={id} className="px-2 py-1.5 text-muted text-sm">
          No member matches “{query}”
        </p>
      ) : (
        <div id={id} role="listbox" aria-label="Members to mention" className="flex flex-col">
          {members.map((member, index) => (
            // biome-ignore lint/a11y/useKeyWithClickEvents: the text area handles the keys (aria-activedescendant)
            <div
              key={member.id}
              id={mentionOptionId(id, member)}
              role="option"
              aria-selected={index === activeIndex}
              tabIndex={-1}
              // Keep focus (and the caret) in the text area.
              onMouseDown={(event) => event.preventDefault()}
              onMouseMove={() => onActiveIndexChange?.(index)}
              onClick={() => onPick(member)}
              className="flex cursor-pointer items-center gap-2 rounded-md px-2 py-1.5 text-sm aria-selected:bg-accent-subtle"
            >
              <Avatar name={member.name} src={member.avatarUrl} size="sm" decorative />
              <span className="flex min-w-0 flex-col">
                <span className="truncate font-medium text-fg">{member.name}</span>
                {member.email ? (
                  <span className="truncate text-muted text-xs">{member.email}</span>
                ) : null}
              </span>
            </div>
          ))}
        </div>
      )}
    </div>
  );
}
