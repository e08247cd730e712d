import type * as React from 'react';
import { cn } from '../foundations/cn';
import { Avatar, type AvatarProps } from './avatar';

/** One person in an {@link AvatarStack}. */
export interface AvatarStackPerson {
  /** Stable key. */
  id: string;
  /** Display name. */
  name: string;
  /** Avatar image URL. */
  avatarUrl?: string | null;
}

/** Props of {@link AvatarStack}. */
export interface AvatarStackProps extends React.ComponentProps<'div'> {
  /** Everyone to represent, most relevant first. */
  people: ReadonlyArray<AvatarStackPerson>;
  /** How many avatars to draw before "+N". @default 3 */
  max?: number;
  /** @default 'sm' */
  size?: AvatarProps['size'];
  /** What the group is, read before the names. @default 'Viewing now' */
  label?: string;
}

/**
 * Overlapping avatars for presence ("who is on this board"), with "+N" for the rest. The
 * group is announced once with every name, e.g. "Viewing now: Ada, Grace and 3 others".
 */
export function AvatarStack({
  people,
  max = 3,
  size = 'sm',
  label = 'Viewing now',
  className,
  ...props
}: AvatarStackProps) {
  const shown = people.slice(0, Math.max(0, max));
  const hidden = people.length - shown.length;
  const names = shown.map((person) => person.name).join(', ');
  const summary =
    people.length === 0
      ? `${label}: nobody`
      : hidden > 0
        ? `${label}: ${names} and ${hidden} ${hidden === 1 ? 'other' : 'others'}`
        : `${label}: ${names}`;
  return (
    <div
      role="img"
      aria-label={summary}
      title={people.map((person) => person.name).join(', ')}
      className={cn('flex items-center -space-x-1 rtl:space-x-reverse', className)}
      {...props}
    >
      {shown.map((person) => (
        <Avatar
          key={person.id}
          name={person.name}
          src={person.avatarUrl}
          size={size}
          decorative
          className="ring-2 ring-surface"
        />
      ))}
      {hidden > 0 ? (
        <span
          aria-hidden="true"
          className={cn(
            'relative inline-flex items-center justify-center rounded-full bg-hover px-1 font-semibold text-muted ring-2 ring-surface',
            size === 'xs'
              ? 'h-5 min-w-5 text-[0.5625rem]'
              : size === 'md'
                ? 'h-8 min-w-8 text-xs'
                : size === 'lg'
                  ? 'h-12 min-w-12 text-sm'
                  : 'h-6 min-w-6 text-[0.625rem]',
          )}
        >
          +{hidden}
        </span>
      ) : null}
    </div>
  );
}
