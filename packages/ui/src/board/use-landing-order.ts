import * as React from 'react';
import type { ColumnOrder } from '../domain/schemas';

/**
 * How long a drop's order is shown while the app's tasks do not follow it: a board whose app
 * neither writes a move nor refuses it still puts the card back.
 */
const LANDING_MS = 1_000;

interface Landing {
  /** The order the drop left. */
  order: ColumnOrder<string>;
  /** The tasks' order at the drop: the landing holds while they are unchanged. */
  base: ColumnOrder<string>;
}

/**
 * The order a board shows: its tasks' own (`base`) or, from a drop until the tasks change, the
 * order the drop left. An app writes a move into its tasks a moment after the drop (an
 * optimistic cache write reaches React in a task of its own); showing `base` meanwhile would put
 * the card back where it came from for that moment, and render and lay out both columns twice.
 */
export function useLandingOrder(base: ColumnOrder<string>) {
  const [landing, setLanding] = React.useState<Landing | null>(null);
  const latestBase = React.useRef(base);
  latestBase.current = base;

  // Once the tasks change, the landing is no longer shown (its `base` is not theirs), so it is
  // left as it is: clearing it would render the whole board once more after each drop.
  React.useEffect(() => {
    if (!landing || landing.base !== base) return;
    const timer = setTimeout(() => setLanding(null), LANDING_MS);
    return () => clearTimeout(timer);
  }, [landing, base]);

  /** Shows `order` until the tasks change. */
  const land = React.useCallback((order: ColumnOrder<string>) => {
    setLanding({ order, base: latestBase.current });
  }, []);

  return { order: landing?.base === base ? landing.order : base, land };
}
