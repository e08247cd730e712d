import { describe, expect, it } from 'vitest';
import * as limits from './limits.js';

describe('limits', () => {
  it('match section 9 of the product spec', () => {
    expect(limits.ATTACHMENT_MAX_BYTES).toBe(26_214_400);
    expect(limits.ATTACHMENTS_PER_TASK_MAX).toBe(20);
    expect(limits.AVATAR_MAX_BYTES).toBe(2_097_152);
    expect(limits.AVATAR_MIME_TYPES).toEqual([
      'image/png',
      'image/jpeg',
      'image/webp',
      'image/gif',
    ]);
    expect(limits.SIGNED_URL_TTL_SECONDS).toBe(60);
    expect(limits.SIGNED_URL_MAX_TTL_SECONDS).toBe(3600);
    expect(limits.PAGE_SIZE).toBe(50);
    expect(limits.VIRTUALIZE_AFTER).toBe(200);
    expect(limits.BOARDS_PER_WORKSPACE_MAX).toBe(50);
    expect(limits.MEMBERS_PER_WORKSPACE_MAX).toBe(200);
    expect(limits.INVITATION_TTL_DAYS).toBe(7);
    expect(limits.PENDING_INVITATIONS_MAX).toBe(20);
    expect(limits.AUTH_EMAIL_RATE_LIMIT_SECONDS).toBe(60);
    expect(limits.PRESENCE_THROTTLE_MS).toBe(1000);
  });

  it('match the field lengths of sections 3 and 5', () => {
    expect(limits.DISPLAY_NAME_MAX_LENGTH).toBe(60);
    expect(limits.WORKSPACE_NAME_MAX_LENGTH).toBe(60);
    expect([limits.SLUG_MIN_LENGTH, limits.SLUG_MAX_LENGTH]).toEqual([3, 40]);
    expect(limits.BOARD_NAME_MAX_LENGTH).toBe(60);
    expect(limits.BOARD_DESCRIPTION_MAX_LENGTH).toBe(1000);
    expect(limits.TASK_TITLE_MAX_LENGTH).toBe(200);
    expect(limits.TASK_DESCRIPTION_MAX_LENGTH).toBe(10_000);
    expect(limits.TASK_LABELS_MAX).toBe(10);
    expect(limits.TASK_LABEL_MAX_LENGTH).toBe(24);
    expect(limits.LABELS_PER_WORKSPACE_MAX).toBe(200);
    expect(limits.LABELS_PER_CREATOR_MAX).toBe(50);
    expect(limits.COMMENT_BODY_MAX_LENGTH).toBe(4000);
    expect(limits.CHECKLIST_ITEMS_PER_TASK_MAX).toBe(50);
    expect(limits.BULK_TASKS_MAX).toBe(500);
    expect(limits.BULK_INPUT_MAX_BYTES).toBe(1_048_576);
    expect(limits.NOTIFICATION_RELEASE_MAX).toBe(100_000);
    expect(limits.CHECKLIST_ITEM_TITLE_MAX_LENGTH).toBe(200);
    expect(limits.FILE_NAME_MAX_LENGTH).toBe(255);
    expect([limits.PASSWORD_MIN_LENGTH, limits.PASSWORD_MAX_LENGTH]).toEqual([8, 72]);
  });

  it('SLUG_PATTERN is the spec pattern', () => {
    expect(limits.SLUG_PATTERN.source).toBe('^[a-z0-9](-?[a-z0-9])*$');
    expect(limits.SLUG_PATTERN.flags).toBe('');
  });
});
