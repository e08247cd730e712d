import { Popover, PopoverAnchor, PopoverContent } from '@tandem/ui/overlays';
import type { RefObject } from 'react';
import { NotificationInbox } from './notification-inbox';

/** Props of {@link NotificationPopover}. */
export interface NotificationPopoverProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** What the popover hangs from: the bell's wrapper, whose button gets focus back on close. */
  anchor: RefObject<HTMLElement | null>;
}

/** The inbox in a popover under the bell, closed when a notification is opened. */
export function NotificationPopover({ open, onOpenChange, anchor }: NotificationPopoverProps) {
  return (
    <Popover open={open} onOpenChange={onOpenChange}>
      <PopoverAnchor virtualRef={anchor as RefObject<HTMLElement>} />
      <PopoverContent
        align="end"
        aria-label="Notifications"
        className="flex max-h-[min(32rem,80dvh)] w-[min(24rem,calc(100vw-1rem))] flex-col overflow-y-auto p-0"
        // A press on the bell toggles it itself; closing here first would reopen it at once.
        onInteractOutside={(event) => {
          if (anchor.current?.contains(event.target as Node)) event.preventDefault();
        }}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          anchor.current?.querySelector('button')?.focus();
        }}
      >
        <NotificationInbox onOpened={() => onOpenChange(false)} />
      </PopoverContent>
    </Popover>
  );
}
