import { describe, expect, it } from 'vitest';
import { boardOfTasksKey, tandemKeys } from './keys.js';

describe('boardOfTasksKey', () => {
  it('reads the board of a board task list key', () => {
    expect(boardOfTasksKey(tandemKeys.boardTasks('board-1'))).toBe('board-1');
  });

  it('is undefined for every other key under a board, and for other keys', () => {
    expect(boardOfTasksKey(tandemKeys.board('board-1'))).toBeUndefined();
    expect(boardOfTasksKey(tandemKeys.boardDetails('board-1'))).toBeUndefined();
    expect(boardOfTasksKey(tandemKeys.taskSearch('board-1', {}))).toBeUndefined();
    expect(boardOfTasksKey(tandemKeys.task('task-1'))).toBeUndefined();
    expect(boardOfTasksKey(tandemKeys.anyBoard())).toBeUndefined();
  });
});
