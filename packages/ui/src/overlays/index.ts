export { preloadOverlays } from '../base/deferred-overlays';
export {
  Tooltip,
  type TooltipProps,
  TooltipProvider,
  type TooltipProviderProps,
} from '../base/tooltip';
export {
  AlertDialog,
  AlertDialogContent,
  type AlertDialogContentProps,
  AlertDialogTrigger,
} from './alert-dialog';
export {
  Dialog,
  DialogClose,
  DialogContent,
  type DialogContentProps,
  DialogFooter,
  type DialogFooterProps,
  DialogTrigger,
} from './dialog';
export {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  type DropdownMenuCheckboxItemProps,
  DropdownMenuContent,
  type DropdownMenuContentProps,
  DropdownMenuGroup,
  DropdownMenuItem,
  type DropdownMenuItemProps,
  DropdownMenuLabel,
  type DropdownMenuLabelProps,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  type DropdownMenuRadioItemProps,
  DropdownMenuSeparator,
  type DropdownMenuSeparatorProps,
  DropdownMenuTrigger,
} from './dropdown-menu';
export {
  Popover,
  PopoverAnchor,
  PopoverClose,
  PopoverContent,
  type PopoverContentProps,
  PopoverTrigger,
} from './popover';
export { Sheet, SheetClose, SheetContent, type SheetContentProps, SheetTrigger } from './sheet';
export {
  TypedConfirmDialogContent,
  type TypedConfirmDialogContentProps,
} from './typed-confirm-dialog';
