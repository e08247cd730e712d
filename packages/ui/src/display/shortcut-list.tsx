import type * as React from 'react';
import { cn } from '../foundations/cn';
import { Kbd } from './kbd';

/** One row of a {@link ShortcutList}. */
export interface Shortcut {
  /** The keys, pressed together or in turn, e.g. `['Ctrl', 'K']`. */
  keys: ReadonlyArray<string>;
  /** What they do. */
  description: string;
}

/** Props of {@link ShortcutList}. */
export interface ShortcutListProps extends Omit<React.ComponentProps<'dl'>, 'children'> {
  /** The shortcuts, in order. */
  shortcuts: ReadonlyArray<Shortcut>;
}

/** Keyboard shortcuts as a description list: what each does, and its keys. */
export function ShortcutList({ shortcuts, className, ...props }: ShortcutListProps) {
  return (
    <dl className={cn('flex flex-col gap-2 text-sm', className)} {...props}>
      {shortcuts.map((shortcut) => (
        <div key={shortcut.description} className="flex items-center justify-between gap-4">
          <dt className="text-muted">{shortcut.description}</dt>
          <dd className="flex shrink-0 gap-1">
            {shortcut.keys.map((key) => (
              <Kbd key={key}>{key}</Kbd>
            ))}
          </dd>
        </div>
      ))}
    </dl>
  );
}
