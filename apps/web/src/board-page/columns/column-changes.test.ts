import type { BoardState } from '@tandem/schemas';
import { describe, expect, it } from 'vitest';
import { editDescription, stateChanges } from './column-changes';

const qa = {
  name: 'QA',
  category: 'started',
  color: '#2f80ed',
  wip_limit: 2,
  wip_hard_limit: false,
} as BoardState;
const values = {
  name: 'QA',
  category: 'started',
  color: '#2f80ed',
  wipLimit: 2,
  wipHardLimit: false,
} as const;

describe('stateChanges', () => {
  it('sends only what differs, and the edit that puts it back', () => {
    expect(stateChanges(qa, { ...values, name: 'Quality', wipLimit: null })).toEqual({
      forward: { name: 'Quality', wipLimit: null },
      backward: { name: 'QA', wipLimit: 2 },
    });
    expect(stateChanges(qa, values)).toBeNull();
  });
});

describe('editDescription', () => {
  it('says what changed', () => {
    expect(editDescription(qa, { ...qa, name: 'Quality' })).toBe('Renamed QA to Quality');
    expect(editDescription(qa, { ...qa, wip_limit: 3, wip_hard_limit: true })).toBe(
      'Set the hard WIP limit of QA to 3',
    );
  });
});
