import { fileURLToPath } from 'node:url';

/**
 * The probes' script, injected into every page of a context by path: a function passed to
 * `addInitScript` would be serialised as tsx compiled it, with helpers the page lacks.
 */
export const PROBES_SCRIPT = fileURLToPath(new URL('./page-probes.js', import.meta.url));

/** What the probes record, on `window.__bench`. */
export interface ProbeState {
  /** `performance.now()` once the first card has been painted. */
  firstCard: number | null;
  /** `performance.now()` once every column shows cards and the main thread is free again. */
  allColumns: number | null;
  /** Every long task (over 50 ms) since the navigation. */
  longTasks: { start: number; duration: number }[];
  /** For each key pressed: its key and the main-thread work of the frame it produced. */
  keyFrames: { key: string; work: number }[];
  /** Epoch time (ms, sub-millisecond) of the last Enter: when an edit was committed. */
  lastEnter: number | null;
}

declare global {
  interface Window {
    __bench: ProbeState;
    /**
     * Resolves once the card `taskId` has been painted showing `text`: that epoch time, and
     * when the realtime message carrying `text` arrived (if one did).
     */
    __benchCardShows(taskId: string, text: string): Promise<{ painted: number; arrived?: number }>;
  }
}
