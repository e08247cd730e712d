import type * as React from 'react';
import type { Task } from '../domain/schemas';

/** A person as the board shows them. */
export interface BoardPerson {
  /** The user id. */
  id: string;
  /** Display name. */
  name: string;
  /** Avatar image URL. */
  avatarUrl?: string | null;
}

/**
 * A task as a card shows it: the task row's own fields plus what the app joins in (the
 * assignee's profile, counts, and who is editing it right now).
 */
export interface BoardTask
  extends Pick<
    Task,
    'id' | 'number' | 'title' | 'status' | 'priority' | 'due_date' | 'labels' | 'position'
  > {
  /** The task's workflow state: its column on a board of states (`Board`'s `columns`). */
  state_id?: string;
  /** The assignee's profile, or null when unassigned. */
  assignee?: BoardPerson | null;
  /** Number of (not deleted) comments. @default 0 */
  commentCount?: number;
  /** Number of attachments. @default 0 */
  attachmentCount?: number;
  /** Checklist items checked off, shown as "3/5" with {@link BoardTask.checklistTotal}. @default 0 */
  checklistDone?: number;
  /** Checklist items in all; no progress is shown without any. @default 0 */
  checklistTotal?: number;
  /** When the task last changed (ISO timestamp), for a list's "Updated" column. */
  updated_at?: string;
  /** People editing the task at this moment (from presence), shown as "being edited by". */
  editingBy?: ReadonlyArray<BoardPerson>;
  /**
   * A change to the task this client has made but could not send yet (offline): the card says
   * "Not saved" until it is sent, so nothing reads as saved that is not. @default false
   */
  unsaved?: boolean;
}

/**
 * Draws extra controls on a card (a "Move…" menu), beside the card rather than inside it, so
 * the card stays one button. `tabbable` says whether the card is the board's tab stop: give
 * the control `tabIndex={tabbable ? 0 : -1}` so Tab reaches it from its card only.
 */
export type CardActionsRenderer = (
  task: BoardTask,
  state: { tabbable: boolean },
) => React.ReactNode;
