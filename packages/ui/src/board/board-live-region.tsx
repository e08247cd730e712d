import * as React from 'react';

/** Hidden from sight, still read by screen readers (what dnd-kit's own live region uses). */
const VISUALLY_HIDDEN: React.CSSProperties = {
  position: 'fixed',
  top: 0,
  left: 0,
  width: 1,
  height: 1,
  margin: -1,
  border: 0,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(100%)',
  whiteSpace: 'nowrap',
};

/** Props of {@link BoardLiveRegion}. */
export interface BoardLiveRegionProps {
  /** The region's element, written to by {@link announceIn}. */
  ref: React.Ref<HTMLDivElement>;
}

/**
 * The board's assertive live region: every drag announcement, pointer or keyboard, is said
 * here. Its id starts with `DndLiveRegion`, like the region dnd-kit renders (which the board
 * keeps off the page), so apps and their tests find it as before. React renders no content
 * into it: announcing writes its text directly, so an announcement re-renders nothing.
 */
export function BoardLiveRegion({ ref }: BoardLiveRegionProps) {
  const id = React.useId();
  return (
    <div
      ref={ref}
      id={`DndLiveRegion-${id}`}
      role="status"
      aria-live="assertive"
      aria-atomic="true"
      style={VISUALLY_HIDDEN}
    />
  );
}

/** Says `message` through a {@link BoardLiveRegion}'s element; nothing when there is none. */
export function announceIn(
  region: React.RefObject<HTMLDivElement | null>,
  message: string | undefined,
): void {
  if (message && region.current) region.current.textContent = message;
}
