import { Slot } from 'radix-ui';
import * as React from 'react';
import { type OverlayPrimitives, useOverlayPrimitives } from '../base/deferred-overlays';

/** How a deferred overlay was asked to open before its code had loaded. */
export type OpenedBy = 'pointer' | 'keyboard';

/** What a deferred overlay's parts share: the primitives, once its root renders with them. */
export interface DeferredOverlay {
  /** Radix's primitives, or undefined while the root renders its trigger only. */
  primitives: OverlayPrimitives | undefined;
  /**
   * How the trigger asked to open before the primitives had loaded, told once: to the content
   * of that first opening.
   */
  takeOpenedBy(): OpenedBy | undefined;
  /** Opens the overlay: loads the primitives first if need be. */
  request(by: OpenedBy): void;
}

/** The props every Radix overlay root takes. */
export interface RootProps {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?(open: boolean): void;
  children?: React.ReactNode;
}

/** The props of a trigger, as the kit forwards them to Radix's. */
export type TriggerProps = React.ComponentProps<'button'> & { asChild?: boolean };

/** One kind of deferred overlay: where its primitives are and how its trigger opens it. */
export interface OverlayKind {
  context: React.Context<DeferredOverlay>;
  // Radix's parts take more than these props; these are the ones read here.
  pick: (primitives: OverlayPrimitives) => {
    Root: React.ComponentType<RootProps>;
    Trigger: React.ComponentType<TriggerProps>;
    Close?: React.ComponentType<TriggerProps>;
  };
  /** What the trigger opens, for `aria-haspopup`. */
  popup: 'menu' | 'dialog';
  /**
   * `press` opens on pointer down and Enter, Space or ArrowDown, as a menu does; `click` on
   * click, as a dialog or popover does.
   */
  opensOn: 'press' | 'click';
}

/** The keys that open a menu from its trigger, as Radix's menu trigger takes them. */
const MENU_OPEN_KEYS = new Set(['Enter', ' ', 'ArrowDown']);

/**
 * One kind of Radix overlay, deferred: its root and trigger ({@link DeferredRoot},
 * {@link DeferredTrigger}) render the trigger alone until the overlay is first opened, and
 * Radix's own from then on (or from the start, once the primitives have loaded). The stand-in
 * trigger reads as Radix's does: a button with `aria-haspopup` and `aria-expanded="false"`,
 * opened by the same press or click.
 *
 * @param pick - the overlay's namespace among the primitives (`DropdownMenu`, `Dialog`, …)
 * @param popup - what the trigger opens, for `aria-haspopup`
 * @param opensOn - `press` or `click`, as Radix's trigger of that overlay opens it
 */
export function defineOverlayKind(
  pick: OverlayKind['pick'],
  popup: OverlayKind['popup'],
  opensOn: OverlayKind['opensOn'],
): OverlayKind {
  const context = React.createContext<DeferredOverlay>({
    primitives: undefined,
    takeOpenedBy: () => undefined,
    request: () => undefined,
  });
  return { context, pick, popup, opensOn };
}

/** The state an overlay's parts share, from its nearest root of that kind. */
export function useDeferredOverlay(kind: OverlayKind): DeferredOverlay {
  return React.useContext(kind.context);
}

/** Holds the overlay's state; renders Radix's root once it is wanted and its code is here. */
export function DeferredRoot({ kind, ...props }: RootProps & { kind: OverlayKind }) {
  const { open, defaultOpen, onOpenChange } = props;
  const [openedBy, setOpenedBy] = React.useState<OpenedBy>();
  const untold = React.useRef<OpenedBy>(undefined);
  const primitives = useOverlayPrimitives(Boolean(open || defaultOpen || openedBy));
  const overlay = React.useMemo<DeferredOverlay>(
    () => ({
      primitives,
      takeOpenedBy: () => {
        const by = untold.current;
        untold.current = undefined;
        return by;
      },
      request: (by) => {
        untold.current = by;
        setOpenedBy(by);
        onOpenChange?.(true);
      },
    }),
    [primitives, onOpenChange],
  );
  const Radix = primitives && kind.pick(primitives).Root;
  return (
    <kind.context.Provider value={overlay}>
      {Radix ? <Radix {...props} defaultOpen={Boolean(defaultOpen || openedBy)} /> : props.children}
    </kind.context.Provider>
  );
}

/** Radix's trigger once the root renders Radix's, else a stand-in that reads the same. */
export function DeferredTrigger({ kind, ...props }: TriggerProps & { kind: OverlayKind }) {
  const overlay = React.useContext(kind.context);
  if (!overlay.primitives) return <StandInTrigger kind={kind} overlay={overlay} {...props} />;
  const Radix = kind.pick(overlay.primitives).Trigger;
  return <Radix {...props} />;
}

/**
 * What a button part (a trigger, a close button) renders before its overlay's code has loaded:
 * its child (`asChild`) or a button, with no overlay behind it.
 */
function PlainButton({ asChild, ...props }: TriggerProps) {
  return asChild ? <Slot.Root {...props} /> : <button type="button" {...props} />;
}

/**
 * Radix's close part once the root renders Radix's; before that the overlay cannot be open, so
 * there is nothing to close, and its button is a plain one.
 */
export function DeferredClose({ kind, ...props }: TriggerProps & { kind: OverlayKind }) {
  const { primitives } = React.useContext(kind.context);
  const Radix = primitives && kind.pick(primitives).Close;
  return Radix ? <Radix {...props} /> : <PlainButton {...props} />;
}

/** A button with Radix's trigger attributes that asks the root to open the overlay. */
function StandInTrigger({
  kind,
  overlay,
  onClick,
  onPointerDown,
  onKeyDown,
  ...props
}: TriggerProps & { kind: OverlayKind; overlay: DeferredOverlay }) {
  const handlers: Partial<TriggerProps> =
    kind.opensOn === 'press'
      ? {
          onPointerDown: (event) => {
            onPointerDown?.(event);
            if (event.defaultPrevented || event.button !== 0 || event.ctrlKey) return;
            // As Radix's trigger: the press opens the menu, and the button takes no focus.
            event.preventDefault();
            overlay.request('pointer');
          },
          onKeyDown: (event) => {
            onKeyDown?.(event);
            if (event.defaultPrevented || !MENU_OPEN_KEYS.has(event.key)) return;
            event.preventDefault();
            overlay.request('keyboard');
          },
          onClick,
        }
      : {
          onClick: (event) => {
            onClick?.(event);
            if (!event.defaultPrevented) overlay.request('pointer');
          },
          onPointerDown,
          onKeyDown,
        };
  return (
    <PlainButton
      type="button"
      aria-haspopup={kind.popup}
      aria-expanded={false}
      data-state="closed"
      {...props}
      {...handlers}
    />
  );
}
