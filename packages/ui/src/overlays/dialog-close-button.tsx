import { X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { IconButton } from '../actions/icon-button';

/** The "Close" button in the top corner of `DialogContent` and `SheetContent`. */
export function DialogCloseButton() {
  return (
    <DialogPrimitive.Close asChild>
      <IconButton
        label="Close"
        icon={<X />}
        size="sm"
        tooltip={false}
        className="absolute end-3 top-3"
      />
    </DialogPrimitive.Close>
  );
}
