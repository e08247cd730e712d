import { describe, expect, it } from 'vitest';
import { checklistProgressLabel } from '../board/labels';
import { aboveIdForDrop, aboveIdForStep } from './checklist-order';

const items = ['a', 'b', 'c'].map((id) => ({ id, title: id, done: false }));

describe('checklist order', () => {
  it('moves an item one place up or down, never past the ends', () => {
    expect(aboveIdForStep(items, 1, -1)).toBeNull();
    expect(aboveIdForStep(items, 2, -1)).toBe('a');
    expect(aboveIdForStep(items, 0, 1)).toBe('b');
    expect(aboveIdForStep(items, 0, -1)).toBeUndefined();
    expect(aboveIdForStep(items, 2, 1)).toBeUndefined();
  });

  it('drops an item after the one it was dragged down onto, before the one dragged up onto', () => {
    expect(aboveIdForDrop(items, 0, 2)).toBe('c');
    expect(aboveIdForDrop(items, 2, 0)).toBeNull();
    expect(aboveIdForDrop(items, 2, 1)).toBe('a');
    expect(aboveIdForDrop(items, 1, 1)).toBeUndefined();
  });

  it('reads progress out in words', () => {
    expect(checklistProgressLabel(3, 5)).toBe('3 of 5 checklist items done');
    expect(checklistProgressLabel(0, 1)).toBe('0 of 1 checklist item done');
  });
});
