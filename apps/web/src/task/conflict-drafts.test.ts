import { describe, expect, it } from 'vitest';
import { keepTextAsDrafts } from './conflict-drafts';
import type { TaskConflict } from './use-task-saver';

const theirs = {
  title: 'Name the release: Aurora',
  description: 'Theirs',
} as TaskConflict['theirs'];

function kept(mine: TaskConflict['mine']) {
  const drafts: Record<string, string | null> = {};
  keepTextAsDrafts(
    { mine, theirs },
    {
      title: (draft) => {
        drafts.title = draft;
      },
      description: (draft) => {
        drafts.description = draft;
      },
    },
  );
  return drafts;
}

describe('keepTextAsDrafts', () => {
  it('keeps the title and description typed as drafts', () => {
    expect(kept({ title: 'Name the release: Borealis', description: 'Mine' })).toEqual({
      title: 'Name the release: Borealis',
      description: 'Mine',
    });
  });

  it('keeps nothing for fields that are not text, or that match theirs', () => {
    expect(kept({ priority: 'high' })).toEqual({});
    expect(kept({ title: 'Name the release: Aurora' })).toEqual({});
    expect(kept({ description: null })).toEqual({});
  });
});
