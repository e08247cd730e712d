import { Search } from 'lucide-react';
import type * as React from 'react';
import { Kbd } from '../display/kbd';
import { cn } from '../foundations/cn';
import { Input } from './input';

/** Props of {@link SearchField}. */
export interface SearchFieldProps extends Omit<React.ComponentProps<'input'>, 'type'> {
  /** The accessible name (also the placeholder when none is given). */
  label: string;
  /** A key that focuses the field, shown at its end, e.g. `/`. */
  shortcut?: string;
  /** Classes for the `<search>` landmark around the field. */
  className?: string;
}

/**
 * A search box in a `search` landmark: magnifier icon, `type="search"` (Escape clears it in
 * most browsers) and the key that focuses it as a hint. Width: full on phones, 16rem from `sm`.
 */
export function SearchField({
  label,
  shortcut,
  placeholder,
  className,
  ...props
}: SearchFieldProps) {
  return (
    <search className={cn('relative w-full sm:w-64', className)}>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute start-2.5 top-1/2 size-4 -translate-y-1/2 text-faint"
      />
      <Input
        type="search"
        aria-label={label}
        placeholder={placeholder ?? label}
        className={cn('ps-8', shortcut && 'sm:pe-8')}
        aria-keyshortcuts={shortcut}
        {...props}
      />
      {shortcut ? (
        // Phones have no keyboard shortcuts to hint at.
        <Kbd
          aria-hidden="true"
          className="pointer-events-none absolute end-2 top-1/2 hidden -translate-y-1/2 sm:inline-flex"
        >
          {shortcut}
        </Kbd>
      ) : null}
    </search>
  );
}
