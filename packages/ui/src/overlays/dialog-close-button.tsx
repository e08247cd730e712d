import { X } from 'lucide-react';
import { IconButton } from '../actions/icon-button';
import { DialogClose } from './dialog';

/** The "Close" button in the top corner of `DialogContent` and `SheetContent`. */
export function DialogCloseButton() {
  return (
    <DialogClose asChild>
      <IconButton
        label="Close"
        icon={<X />}
        size="sm"
        tooltip={false}
        className="absolute end-3 top-3"
      />
    </DialogClose>
  );
}
