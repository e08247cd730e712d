/**
 * The Radix primitives behind the kit's overlays. Imported only on demand (see
 * `deferred-overlays.ts`): menus, dialogs, popovers and tooltips with their positioning, focus
 * trapping and scroll locking are about a tenth of a board's JavaScript, and none of it is
 * needed to paint a screen.
 */
export { AlertDialog, Dialog, DropdownMenu, Popover, Tooltip } from 'radix-ui';
