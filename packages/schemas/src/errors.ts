/**
 * Where an error is shown (README, "Errors"): next to a `field`, above a `form`, as a `toast`, as
 * a full `page`, in a `dialog`, in a `banner`, or on the auth `callback` page.
 */
export const ERROR_DISPLAYS = [
  'field',
  'form',
  'toast',
  'page',
  'dialog',
  'banner',
  'callback',
] as const;

/** Where an error is shown: one of {@link ERROR_DISPLAYS}. */
export type ErrorDisplay = (typeof ERROR_DISPLAYS)[number];

/** One entry of the error catalogue. */
export interface ErrorEntry {
  /** What the user reads. */
  readonly message: string;
  /** Where it is shown. */
  readonly display: ErrorDisplay;
}

/**
 * The error catalogue (README, "Errors"): every failure the product reports, by stable code. Every
 * backend error is mapped to exactly one of these codes; anything unrecognised is `unknown`.
 *
 * Where the spec names two places, `display` is the usual one and the JSDoc of the entry says
 * when the other applies.
 */
export const ERROR_CATALOGUE = {
  /** Wrong email or password. */
  'auth/invalid-credentials': { message: 'Wrong email or password.', display: 'form' },
  /** Sign-in before confirming the email address; the form offers to resend the link. */
  'auth/email-not-confirmed': {
    message: 'Please confirm your email address first. We can send you a new link.',
    display: 'form',
  },
  /** Sign-up with an email address that already has an account. */
  'auth/user-exists': {
    message: 'An account with this email address already exists.',
    display: 'field',
  },
  /** The password rules were broken. */
  'auth/weak-password': {
    message: 'Password must be 8–72 characters with a letter and a digit.',
    display: 'field',
  },
  /** Too many emails or attempts. */
  'auth/rate-limited': {
    message: 'Too many attempts. Please wait a minute and try again.',
    display: 'form',
  },
  /** The PKCE code is unknown, used or expired, or the link was opened in another browser. */
  'auth/link-invalid': {
    message:
      'This link is invalid or has expired. Links work once, in the browser that asked for them.',
    display: 'callback',
  },
  /** The session could not be refreshed; the app then goes to sign-in. */
  'auth/session-expired': {
    message: 'Your session has expired. Please sign in again.',
    display: 'toast',
  },
  /** The row is missing or not visible to this user. */
  'data/not-found': {
    message: 'Not found. It may have been deleted, or you may not have access to it.',
    display: 'page',
  },
  /** Row-level security refused the operation. */
  'data/forbidden': { message: "You don't have permission to do that.", display: 'toast' },
  /** The task was changed by someone else since it was loaded (version mismatch). */
  'data/conflict': {
    message: 'Someone else changed this task. Reload it, or overwrite their changes.',
    display: 'dialog',
  },
  /** A unique value (slug, membership) is already taken. */
  'data/duplicate': { message: 'This is already taken.', display: 'field' },
  /** A check constraint or schema validation failed. */
  'data/invalid': { message: 'This value is not valid.', display: 'field' },
  /** A comment or description mentions someone who is not a member of the workspace. */
  'mention/not-member': {
    message: 'You can only mention members of this workspace.',
    display: 'field',
  },
  /** A task's checklist already holds its most items (`CHECKLIST_ITEMS_PER_TASK_MAX`). */
  'checklist/full': {
    message: 'This checklist is full: a task can have at most 50 items.',
    display: 'toast',
  },
  /** A workflow state still holds tasks: deleting it needs a state to move them to. */
  'state/has-tasks': {
    message: 'This column still has tasks. Choose where they go first.',
    display: 'dialog',
  },
  /** The board's last state of a category (a board keeps one of each) cannot be deleted. */
  'state/last-of-category': {
    message: 'A board keeps at least one column of each category.',
    display: 'toast',
  },
  /** The workflow state's hard WIP limit is reached: it takes no more tasks. */
  'state/wip-limit': {
    message: 'This column is at its work-in-progress limit. Finish or move a task out first.',
    display: 'toast',
  },
  /**
   * The workspace's label set is full (`LABELS_PER_WORKSPACE_MAX`), or a member below admin has
   * added their share of it (`LABELS_PER_CREATOR_MAX`).
   */
  'label/limit': {
    message:
      'No more labels can be added: a workspace keeps 200, and each member adds at most 50. Ask an admin to merge or delete some.',
    display: 'toast',
  },
  /**
   * A board already has its most saved views: `SAVED_VIEWS_PER_BOARD_MAX` of one person's, or
   * as many shared ones.
   */
  'view/limit': {
    message:
      'This board has as many saved views as it can keep (50 each, 50 shared). Delete one first.',
    display: 'toast',
  },
  /** A bulk edit, delete or restore names more tasks than `BULK_TASKS_MAX`. */
  'task/bulk-too-large': {
    message: 'At most 500 tasks can be changed at once. Narrow the selection and try again.',
    display: 'toast',
  },
  /**
   * A request is larger than the backend takes in one call: a bulk call's document over
   * `BULK_INPUT_MAX_BYTES`, or a request body over the API's limit (`PGRST413`).
   */
  'data/too-large': {
    message: 'This is more than can be saved at once. Make it smaller and try again.',
    display: 'toast',
  },
  /** The file is neither a Tandem export, a Trello export nor a CSV file this import reads. */
  'import/unreadable': {
    message:
      'This file could not be read. Choose a Trello JSON export, a Tandem export or a CSV file.',
    display: 'field',
  },
  /** The file is larger than `IMPORT_FILE_MAX_BYTES`. */
  'import/too-large': {
    message: 'This file is too large to import: the limit is 50 MB.',
    display: 'field',
  },
  /** The file holds more tasks than one import creates (`IMPORT_TASKS_MAX`). */
  'import/too-many-tasks': {
    message: 'An import creates at most 10,000 tasks. Split the file and import it in parts.',
    display: 'field',
  },
  /**
   * The person or the workspace already has as many unfinished imports as it may
   * (`IMPORTS_UNFINISHED_PER_USER_MAX`, `IMPORTS_UNFINISHED_PER_WORKSPACE_MAX`).
   */
  'import/busy': {
    message: 'Other imports are still under way here. Wait for one to finish, then try again.',
    display: 'toast',
  },
  /** The invitation's `expires_at` has passed. */
  'invite/expired': {
    message: 'This invitation has expired. Ask for a new one.',
    display: 'page',
  },
  /** The invitation was revoked by an admin. */
  'invite/revoked': { message: 'This invitation has been revoked.', display: 'page' },
  /** The signed-in user's email is not the invited one. */
  'invite/wrong-email': {
    message: 'This invitation was sent to a different email address.',
    display: 'page',
  },
  /** The invitation was already accepted. */
  'invite/used': { message: 'This invitation has already been used.', display: 'page' },
  /** The invitation's email was sent less than a minute ago (send-invitation). */
  'invite/rate-limited': {
    message: 'This invitation was just sent. Please wait a minute before sending it again.',
    display: 'toast',
  },
  /**
   * The inviter, or the workspace, created or emailed as many invitations in the last hour as
   * it may (`INVITATIONS_PER_INVITER_PER_HOUR`, `INVITATIONS_PER_WORKSPACE_PER_HOUR`).
   */
  'invite/quota-exceeded': {
    message: 'You have sent as many invitations as you can for now. Please try again in an hour.',
    display: 'toast',
  },
  /**
   * The file is over its limit. Shown on the field of a form (avatar); a file dropped on a task,
   * which has no field, shows it as a toast.
   */
  'storage/too-large': { message: 'This file is too large.', display: 'field' },
  /** An avatar that is not a PNG, JPEG, WebP or GIF image. */
  'storage/type-not-allowed': {
    message: 'Avatars must be PNG, JPEG, WebP or GIF images.',
    display: 'field',
  },
  /** No connection; the request is retried automatically. */
  'network/offline': {
    message: "You're offline. We'll retry when the connection is back.",
    display: 'banner',
  },
  /** Anything else; the toast adds a reference id for support. */
  unknown: { message: 'Something went wrong. Please try again.', display: 'toast' },
} as const satisfies Record<string, ErrorEntry>;

/** A stable error code: a key of {@link ERROR_CATALOGUE}. */
export type ErrorCode = keyof typeof ERROR_CATALOGUE;

/** Every {@link ErrorCode}, in catalogue order. */
export const ERROR_CODES = Object.keys(ERROR_CATALOGUE) as readonly ErrorCode[];

/**
 * Whether `value` is a code of the catalogue.
 *
 * @param value - anything, e.g. a code read back from storage or a URL.
 */
export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_CATALOGUE, value);
}

/**
 * The catalogue entry of `code`, or the `unknown` entry when `code` is not in the catalogue, so
 * a caller always has something to show.
 *
 * @param code - an error code, possibly from an untyped source.
 */
export function errorEntry(code: unknown): ErrorEntry {
  return isErrorCode(code) ? ERROR_CATALOGUE[code] : ERROR_CATALOGUE.unknown;
}
