import { describe, expect, it } from 'vitest';
import { createSavedViewInputSchema, updateSavedViewInputSchema } from '../inputs/saved-view.js';
import { savedViewSchema } from './saved-view.js';

const row = {
  id: '6f1c7f52-9d0c-4f38-9b8e-2a5b7f2f6a10',
  board_id: '9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d',
  workspace_id: '3c2d1e0f-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
  owner_id: '6f1c2b9e-3d4a-4c5b-8e7f-0a1b2c3d4e5f',
  name: 'My bugs',
  shared: true,
  query: { label: 'bug', priority: ['high', 'urgent'] },
  position: 'a0',
  created_at: '2026-12-08T10:00:00+00:00',
  updated_at: '2026-12-08T10:00:00+00:00',
};

describe('saved views', () => {
  it('parse a row of saved_views, its params kept as they are', () => {
    expect(savedViewSchema.parse(row)).toEqual(row);
    expect(savedViewSchema.safeParse({ ...row, query: ['bug'] }).success).toBe(false);
  });

  it('take a trimmed name of at most 60 characters and params of at most 4,000 bytes', () => {
    expect(
      createSavedViewInputSchema.parse({ board_id: row.board_id, name: ' Bugs ', query: {} }),
    ).toEqual({ board_id: row.board_id, name: 'Bugs', query: {} });
    expect(updateSavedViewInputSchema.safeParse({ name: 'x'.repeat(61) }).success).toBe(false);
    expect(updateSavedViewInputSchema.safeParse({ name: '  ' }).success).toBe(false);
    expect(updateSavedViewInputSchema.safeParse({ query: { q: 'é'.repeat(2000) } }).success).toBe(
      false,
    );
  });
});
