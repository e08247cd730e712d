import type { BoardTaskRow, TaskBulkChanges } from '@tandem/api-client';
import { Button } from '@tandem/ui/actions';
import { type BoardColumnSpec, type BoardPerson, BulkActionBar } from '@tandem/ui/board';
import {
  CalendarClock,
  CircleDashed,
  KanbanSquare,
  SignalHigh,
  Tag,
  Trash2,
  UserRound,
} from 'lucide-react';
import { useMemo } from 'react';
import type { FilterLabel } from '../toolbar/use-board-labels';
import {
  type ApplyBulk,
  assigneeGroups,
  dueGroups,
  labelGroups,
  priorityGroups,
  stateGroups,
} from './bulk-choices';
import { BulkMenu } from './bulk-menu';
import { taskCount } from './task-count';
import type { BulkEditor } from './use-bulk-edit';
import type { TaskSelection } from './use-task-selection';

/** Props of {@link BoardBulkBar}. */
export interface BoardBulkBarProps {
  selection: TaskSelection;
  /** How many tasks the board shows (everything matching its filters). */
  matching: number;
  tasks: ReadonlyArray<BoardTaskRow>;
  columns: ReadonlyArray<BoardColumnSpec>;
  people: ReadonlyMap<string, BoardPerson>;
  labels: ReadonlyArray<FilterLabel>;
  /** The workspace's other boards the tasks can move to. */
  boards: ReadonlyArray<{ id: string; name: string }>;
  editor: BulkEditor;
  /** Whether the person may delete any task (admins and the owner). */
  canDelete: boolean;
}

/**
 * The board's bulk action bar: state, assignee, priority, labels, due date, another board and
 * delete, each applied to the whole selection in one batch with one "Undo".
 */
export function BoardBulkBar({
  selection,
  matching,
  tasks,
  columns,
  people,
  labels,
  boards,
  editor,
  canDelete,
}: BoardBulkBarProps) {
  const ids = selection.selected;
  const apply: ApplyBulk = (changes: TaskBulkChanges, what) => {
    void editor.update(ids, changes, what(taskCount(ids.length)));
  };
  const carried = useMemo(() => {
    const chosen = new Set(ids);
    return new Set(tasks.filter((task) => chosen.has(task.id)).flatMap((task) => task.labels));
  }, [tasks, ids]);
  const boardChoices = boards.map((board) => ({
    key: board.id,
    label: board.name,
    icon: <KanbanSquare />,
    onSelect: () => apply({ boardId: board.id }, (n) => `Moved ${n} to the board ${board.name}`),
  }));

  return (
    <BulkActionBar
      count={ids.length}
      matching={matching}
      onSelectAll={selection.selectAll}
      onClear={selection.clear}
    >
      <BulkMenu label="State" icon={<CircleDashed />} groups={stateGroups(columns, apply)} />
      <BulkMenu label="Assignee" icon={<UserRound />} groups={assigneeGroups(people, apply)} />
      <BulkMenu label="Priority" icon={<SignalHigh />} groups={priorityGroups(apply)} />
      <BulkMenu label="Labels" icon={<Tag />} groups={labelGroups(labels, carried, apply)} />
      <BulkMenu label="Due date" icon={<CalendarClock />} groups={dueGroups(apply)} />
      {boardChoices.length > 0 ? (
        <BulkMenu
          label="Board"
          icon={<KanbanSquare />}
          groups={[{ title: 'Move to board', choices: boardChoices }]}
        />
      ) : null}
      {canDelete ? (
        <Button
          variant="ghost"
          size="sm"
          className="hover:bg-danger-subtle hover:text-danger-text"
          onClick={() => void editor.remove(ids, `Deleted ${taskCount(ids.length)}`)}
        >
          <Trash2 />
          <span className="max-sm:sr-only">Delete</span>
        </Button>
      ) : null}
    </BulkActionBar>
  );
}
