import {
  ATTACHMENTS_PER_TASK_MAX,
  BOARDS_PER_WORKSPACE_MAX,
  MEMBERS_PER_WORKSPACE_MAX,
  PENDING_INVITATIONS_MAX,
} from '../limits.js';

/**
 * The counted limits of the README's "Limits", by what they count. A single input cannot break them,
 * so they are checked against the current count before offering to add more.
 */
export const CAPACITY_LIMITS = Object.freeze({
  /** Attachments on one task: `ATTACHMENTS_PER_TASK_MAX`. */
  'attachments-per-task': ATTACHMENTS_PER_TASK_MAX,
  /** Boards in one workspace, archived included: `BOARDS_PER_WORKSPACE_MAX`. */
  'boards-per-workspace': BOARDS_PER_WORKSPACE_MAX,
  /** Members of one workspace: `MEMBERS_PER_WORKSPACE_MAX`. */
  'members-per-workspace': MEMBERS_PER_WORKSPACE_MAX,
  /** Pending invitations of one workspace: `PENDING_INVITATIONS_MAX`. */
  'pending-invitations': PENDING_INVITATIONS_MAX,
});

/** What a counted limit counts: a key of {@link CAPACITY_LIMITS}. */
export type CapacityKind = keyof typeof CAPACITY_LIMITS;

function checkCount(value: number, name: string): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${name} must be a whole number of at least 0, got ${String(value)}`);
  }
}

/**
 * Whether `adding` more items fit next to the `current` ones without passing the limit of
 * `kind`, e.g. `hasRoomFor('attachments-per-task', 19, 2)` is `false`.
 *
 * @param kind - which limit, see {@link CAPACITY_LIMITS}.
 * @param current - how many there are now.
 * @param adding - how many would be added. Default: 1.
 * @throws RangeError when `kind` is unknown or a count is negative or not a whole number.
 */
export function hasRoomFor(kind: CapacityKind, current: number, adding = 1): boolean {
  if (!Object.hasOwn(CAPACITY_LIMITS, kind)) {
    throw new RangeError(`Unknown capacity limit: ${JSON.stringify(kind)}`);
  }
  checkCount(current, 'current');
  checkCount(adding, 'adding');
  return current + adding <= CAPACITY_LIMITS[kind];
}
