/**
 * Product limits (README, "Limits") and field length limits. The database enforces the same
 * numbers; these let the browser refuse bad input before a round trip.
 */

const MIB = 1024 * 1024;

/** Largest attachment accepted, in bytes: 25 MiB. */
export const ATTACHMENT_MAX_BYTES = 25 * MIB;

/** Most attachments one task can hold: 20. */
export const ATTACHMENTS_PER_TASK_MAX = 20;

/** Largest avatar accepted, in bytes: 2 MiB. */
export const AVATAR_MAX_BYTES = 2 * MIB;

/** MIME types accepted for avatars: PNG, JPEG, WebP and GIF. */
export const AVATAR_MIME_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;

/** A MIME type accepted for avatars: one of {@link AVATAR_MIME_TYPES}. */
export type AvatarMimeType = (typeof AVATAR_MIME_TYPES)[number];

/** Lifetime of a signed attachment download URL, in seconds: 60. */
export const SIGNED_URL_TTL_SECONDS = 60;

/**
 * Longest lifetime the api-client gives a signed attachment URL, in seconds: 3600. Storage
 * checks only a link's signature when serving it, so a link made before its task (or its
 * reader's membership) went keeps working until it expires: links are kept short.
 */
export const SIGNED_URL_MAX_TTL_SECONDS = 3600;

/** Page size of paged lists (comments, activity): 50. */
export const PAGE_SIZE = 50;

/** A board column renders its cards in a virtual list once it holds more than 200. */
export const VIRTUALIZE_AFTER = 200;

/** Most boards (archived included) one workspace can hold: 50. */
export const BOARDS_PER_WORKSPACE_MAX = 50;

/** Most members one workspace can hold: 200. */
export const MEMBERS_PER_WORKSPACE_MAX = 200;

/** Days an invitation stays acceptable after it is created: 7. */
export const INVITATION_TTL_DAYS = 7;

/** Most pending invitations one workspace can have at a time: 20. */
export const PENDING_INVITATIONS_MAX = 20;

/**
 * Most invitations one person creates in an hour, over all their workspaces, and most
 * invitation emails they send in an hour: 30 each (above the 20 pending ones a
 * workspace holds, so revoking and inviting again stays possible). Revoked invitations count.
 */
export const INVITATIONS_PER_INVITER_PER_HOUR = 30;

/** Most invitations created in one workspace in an hour, and most invitation emails: 50 each. */
export const INVITATIONS_PER_WORKSPACE_PER_HOUR = 50;

/** Minimum delay between two auth emails to the same address, in seconds: 60. */
export const AUTH_EMAIL_RATE_LIMIT_SECONDS = 60;

/** Minimum delay between two presence updates from one client, in milliseconds: 1000. */
export const PRESENCE_THROTTLE_MS = 1000;

/** Longest display name, in characters: 60. */
export const DISPLAY_NAME_MAX_LENGTH = 60;

/** Longest workspace name, in characters: 60. */
export const WORKSPACE_NAME_MAX_LENGTH = 60;

/** Shortest workspace slug, in characters: 3. */
export const SLUG_MIN_LENGTH = 3;

/** Longest workspace slug, in characters: 40. */
export const SLUG_MAX_LENGTH = 40;

/**
 * Shape of a workspace slug: lowercase letters and digits, single hyphens between them, never
 * a hyphen first or last.
 */
export const SLUG_PATTERN = /^[a-z0-9](-?[a-z0-9])*$/;

/** Longest board name, in characters: 60. */
export const BOARD_NAME_MAX_LENGTH = 60;

/** Longest board description, in characters: 1,000. */
export const BOARD_DESCRIPTION_MAX_LENGTH = 1000;

/** Longest task title, in characters: 200. */
export const TASK_TITLE_MAX_LENGTH = 200;

/** Longest task description (markdown), in characters: 10,000. */
export const TASK_DESCRIPTION_MAX_LENGTH = 10_000;

/** Most labels on one task: 10. */
export const TASK_LABELS_MAX = 10;

/** Most labels one workspace's set holds: 200. */
export const LABELS_PER_WORKSPACE_MAX = 200;

/**
 * Most labels one member below admin adds to a workspace's set: 50, so that no one member can
 * fill the set for everyone. Admins and the owner are held only to {@link LABELS_PER_WORKSPACE_MAX}.
 */
export const LABELS_PER_CREATOR_MAX = 50;

/** Longest task label, in characters: 24. */
export const TASK_LABEL_MAX_LENGTH = 24;

/** Most items one task's checklist holds: 50. */
export const CHECKLIST_ITEMS_PER_TASK_MAX = 50;

/** Most tasks one bulk edit, delete or restore takes: 500. */
export const BULK_TASKS_MAX = 500;

/**
 * Most bytes of JSON one bulk call's document holds (a bulk edit's `changes`, an undo's
 * `updates`): 1 MiB. 500 entries that change every field take about a third of it.
 */
export const BULK_INPUT_MAX_BYTES = 1024 * 1024;

/** Most notifications one release of an unsent digest takes: 100,000. */
export const NOTIFICATION_RELEASE_MAX = 100_000;

/** Longest checklist item, in characters: 200 (a task title's length, so any item can become a task). */
export const CHECKLIST_ITEM_TITLE_MAX_LENGTH = 200;

/** Longest saved view name, in characters: 60. */
export const SAVED_VIEW_NAME_MAX_LENGTH = 60;

/**
 * Most saved views one person keeps on one board (personal and shared), and most shared views
 * one board has: 50 each.
 */
export const SAVED_VIEWS_PER_BOARD_MAX = 50;

/** Longest saved view params, in bytes of their JSON: 4,000. */
export const SAVED_VIEW_QUERY_MAX_BYTES = 4000;

/** Longest comment body (markdown), in characters: 4,000. */
export const COMMENT_BODY_MAX_LENGTH = 4000;

/** Longest attachment or avatar file name, in characters: 255. */
export const FILE_NAME_MAX_LENGTH = 255;

/** Shortest password, in characters: 8. */
export const PASSWORD_MIN_LENGTH = 8;

/** Longest password, in characters: 72 (bcrypt ignores anything past 72 bytes). */
export const PASSWORD_MAX_LENGTH = 72;

/** Longest email address, in characters: 254 (the SMTP path limit of RFC 5321). */
export const EMAIL_MAX_LENGTH = 254;
