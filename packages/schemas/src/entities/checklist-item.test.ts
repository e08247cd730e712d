import { describe, expect, it } from 'vitest';
import { checklistItemInputSchema } from '../inputs/checklist-item.js';
import { checklistItemSchema } from './checklist-item.js';

const row = {
  id: '6f1c7f52-9d0c-4f38-9b8e-2a5b7f2f6a10',
  task_id: '0b6a2c1e-8f4d-4e7a-a1c3-5d9e8f7a6b21',
  workspace_id: '3c2d1e0f-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
  title: 'Write the spec',
  done: false,
  position: 'a0',
  created_by: null,
  created_at: '2026-11-29T10:00:00+00:00',
  updated_at: '2026-11-29T10:00:00+00:00',
};

describe('checklist items', () => {
  it('parse a row of task_checklist_items', () => {
    expect(checklistItemSchema.parse(row)).toEqual(row);
  });

  it('take a title trimmed, and refuse an empty or over-long one', () => {
    expect(checklistItemInputSchema.parse({ title: '  Ship  ' })).toEqual({ title: 'Ship' });
    expect(checklistItemInputSchema.safeParse({ title: '   ' }).success).toBe(false);
    expect(checklistItemInputSchema.safeParse({ title: 'x'.repeat(201) }).success).toBe(false);
  });
});
