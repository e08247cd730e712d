import { describe, expect, it } from 'vitest';
import { TASK_STATUSES } from '../enums.js';
import { canTransition } from '../rules/task-status.js';
import {
  CATEGORY_STATUS,
  canTransitionCategory,
  STATE_CATEGORIES,
  STATUS_CATEGORY,
  type StateCategory,
} from './category.js';

describe('state categories', () => {
  it('give each category a status of its own category, and each status a category', () => {
    for (const category of STATE_CATEGORIES) {
      expect(STATUS_CATEGORY[CATEGORY_STATUS[category]]).toBe(category);
    }
    expect(Object.keys(STATUS_CATEGORY)).toEqual([...TASK_STATUSES]);
  });

  it('generalise the status transitions: the same answer for every pair of statuses', () => {
    for (const from of TASK_STATUSES) {
      for (const to of TASK_STATUSES) {
        expect(
          canTransitionCategory(STATUS_CATEGORY[from], STATUS_CATEGORY[to]),
          `${from}→${to}`,
        ).toBe(canTransition(from, to));
      }
    }
  });

  it('reopen a canceled task into an unstarted state only, and refuse unknown categories', () => {
    expect(canTransitionCategory('canceled', 'unstarted')).toBe(true);
    expect(canTransitionCategory('canceled', 'started')).toBe(false);
    expect(canTransitionCategory('completed', 'backlog')).toBe(true);
    expect(canTransitionCategory('nope' as StateCategory, 'started')).toBe(false);
  });
});
