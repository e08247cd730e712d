import { describe, expect, it } from 'vitest';
import { createLabelInputSchema, updateLabelInputSchema } from '../inputs/workspace-label.js';
import { LABEL_COLORS, workspaceLabelSchema } from './workspace-label.js';

const row = {
  id: '6f1c7f52-9d0c-4f38-9b8e-2a5b7f2f6a10',
  workspace_id: '3c2d1e0f-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
  name: 'bug',
  color: 'red',
  created_by: null,
  created_at: '2026-11-29T11:00:00+00:00',
  updated_at: '2026-11-29T11:00:00+00:00',
};

describe('workspace labels', () => {
  it('parse a row of workspace_labels, with the colours the database allows', () => {
    expect(workspaceLabelSchema.parse(row)).toEqual(row);
    expect(LABEL_COLORS[0]).toBe('gray');
    expect(workspaceLabelSchema.safeParse({ ...row, color: 'plaid' }).success).toBe(false);
  });

  it('take a trimmed name and a known colour', () => {
    expect(
      createLabelInputSchema.parse({ workspace_id: row.workspace_id, name: ' ux ', color: 'teal' }),
    ).toEqual({ workspace_id: row.workspace_id, name: 'ux', color: 'teal' });
    expect(updateLabelInputSchema.safeParse({ name: 'x'.repeat(25) }).success).toBe(false);
    expect(updateLabelInputSchema.safeParse({ color: 'plaid' }).success).toBe(false);
  });
});
