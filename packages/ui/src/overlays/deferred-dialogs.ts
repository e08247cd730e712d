import { defineOverlayKind } from './deferred-root';

/** Radix Dialog, deferred: the kind of `Dialog` and `Sheet`. */
export const dialogKind = defineOverlayKind((primitives) => primitives.Dialog, 'dialog', 'click');

/** Radix AlertDialog, deferred. */
export const alertDialogKind = defineOverlayKind(
  (primitives) => primitives.AlertDialog,
  'dialog',
  'click',
);
