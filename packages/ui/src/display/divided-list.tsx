import type * as React from 'react';
import { cn } from '../foundations/cn';

/** Props of {@link DividedList}. */
export interface DividedListProps extends React.ComponentProps<'ul'> {}

/**
 * A plain list of rows separated by hairlines: MemberRows, InvitationRows. Name it with
 * `aria-label` when the page holds several lists.
 */
export function DividedList({ className, ...props }: DividedListProps) {
  return (
    <ul className={cn('-my-2.5 flex flex-col divide-y divide-border', className)} {...props} />
  );
}
