import * as React from 'react';
import type { TaskListGroup, TaskListSort } from './task-list-model';

/** The list's sort and grouping as given by its caller (controlled) or not (own state). */
export interface ListChoicesProps {
  sort?: TaskListSort | null;
  onSortChange?: (sort: TaskListSort | null) => void;
  group?: TaskListGroup | null;
  onGroupChange?: (group: TaskListGroup | null) => void;
}

/** A list's sort and grouping, and their setters. */
export interface ListChoices {
  sort: TaskListSort | null;
  group: TaskListGroup | null;
  setSort: (sort: TaskListSort | null) => void;
  setGroup: (group: TaskListGroup | null) => void;
}

/**
 * The sort and the grouping: each controlled when its value is given, else kept here. A
 * given value of `null` is a choice too (board order, no groups).
 */
export function useListChoices(choices: ListChoicesProps): ListChoices {
  const [ownSort, setOwnSort] = React.useState<TaskListSort | null>(null);
  const [ownGroup, setOwnGroup] = React.useState<TaskListGroup | null>(null);
  return {
    sort: choices.sort !== undefined ? choices.sort : ownSort,
    group: choices.group !== undefined ? choices.group : ownGroup,
    setSort: choices.onSortChange ?? setOwnSort,
    setGroup: choices.onGroupChange ?? setOwnGroup,
  };
}
