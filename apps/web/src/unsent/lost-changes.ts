/**
 * Changes a page still held unsent when it went away (the tab closed or reloaded while
 * offline). They never reached the server and the page that held them is gone, so they are
 * lost: the next page this person opens says so, instead of nothing or, worse, showing them as
 * if saved. Kept in localStorage, by user, until read.
 */
interface LostChanges {
  userId: string;
  /** When the page went away (epoch milliseconds). */
  at: number;
  /** What was lost, as {@link describeUnsentChanges} says it ("an edit of #12"). */
  changes: string[];
}

const STORAGE_KEY = 'tandem.lost-changes';

/** A week-old report would only puzzle: the person has seen the board many times since. */
const KEEP_MS = 7 * 24 * 60 * 60 * 1000;

function read(): LostChanges[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(stored) ? (stored as LostChanges[]) : [];
  } catch {
    return [];
  }
}

function write(entries: LostChanges[]): void {
  try {
    if (entries.length) localStorage.setItem(STORAGE_KEY, JSON.stringify(entries));
    else localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage full or refused: the changes are lost either way; only the report is.
  }
}

/** Keeps the report of what a page going away loses, for the next page `userId` opens. */
export function recordLostChanges(userId: string, changes: readonly string[], now = Date.now()) {
  if (changes.length === 0) return;
  write([...read(), { userId, at: now, changes: [...changes] }]);
}

/**
 * What earlier pages of `userId` lost, oldest first, and forgets it (it is reported once).
 * Others' reports stay for them; reports older than a week are dropped.
 */
export function takeLostChanges(userId: string, now = Date.now()): string[] {
  const entries = read().filter((entry) => now - entry.at < KEEP_MS);
  write(entries.filter((entry) => entry.userId !== userId));
  return entries.filter((entry) => entry.userId === userId).flatMap((entry) => entry.changes);
}

/** "an edit of #3, a move of #5 and a comment": a list of changes as one phrase. */
function listChanges(changes: readonly string[]): string {
  if (changes.length < 2) return changes.join('');
  return `${changes.slice(0, -1).join(', ')} and ${changes.at(-1)}`;
}

/** The report of lost changes: what they were, why they were lost, and what to do. */
export function lostChangesMessage(changes: readonly string[]): {
  title: string;
  description: string;
} {
  const one = changes.length === 1;
  const list = listChanges(changes);
  return {
    title: one ? 'A change was not saved' : `${changes.length} changes were not saved`,
    description: `${list.charAt(0).toUpperCase()}${list.slice(1)}: made while offline, and the page was closed before ${one ? 'it' : 'they'} could be sent. Make ${one ? 'it' : 'them'} again if still wanted.`,
  };
}
