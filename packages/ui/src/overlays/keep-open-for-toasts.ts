/** What Radix passes to `onInteractOutside`: a cancellable event aimed at some element. */
interface OutsideInteraction {
  target: EventTarget | null;
  preventDefault(): void;
}

/**
 * An `onInteractOutside` for modal overlays: a click in a toast (its "Undo", say) acts on the
 * toast and leaves the dialog or sheet open, instead of counting as a click on the backdrop.
 * `then` still runs for every other outside interaction.
 */
export function keepOpenForToasts<E extends OutsideInteraction>(
  then?: (event: E) => void,
): (event: E) => void {
  return (event) => {
    if (event.target instanceof Element && event.target.closest('[data-sonner-toaster]')) {
      event.preventDefault();
      return;
    }
    then?.(event);
  };
}
