// The order rules (`groupByStatus`, `neighboursOf`, `reorderColumns`, `boardMoveOf`) are
// `@tandem/schemas`'s; `BoardMove` and `StateMove` stay here too as the types of `Board`'s
// `onMove` and `onStateMove`.
export type { BoardMove, StateMove } from '../domain/schemas';
export { AddColumnButton, type AddColumnButtonProps } from './add-column-button';
export {
  AssignedTaskGroup,
  type AssignedTaskGroupProps,
  AssignedTaskRow,
  type AssignedTaskRowProps,
} from './assigned-task-row';
export {
  Board,
  type BoardMoveHandler,
  type BoardProps,
  type BoardStateMoveHandler,
  DEFAULT_BOARD_STATUSES,
} from './board';
export { BoardColumn, type BoardColumnProps, columnDropId } from './board-column';
export { BoardHeader, type BoardHeaderProps } from './board-header';
export type { TaskSelectHandler, TaskSelectMode } from './board-selection';
export type { BoardPerson, BoardTask, CardActionsRenderer } from './board-task';
export { BulkActionBar, type BulkActionBarProps } from './bulk-action-bar';
export { ColorSwatches, type ColorSwatchesProps } from './color-swatches';
export { ColumnDialog, type ColumnDialogProps } from './column-dialog';
export { type ColumnDraft, type ColumnValues, checkColumnDraft } from './column-form';
export { type ColumnEditField, ColumnMenu, type ColumnMenuProps } from './column-menu';
export {
  type BoardColumnSpec,
  columnLoadLabel,
  columnStatus,
  statusColumns,
} from './column-spec';
export {
  type ColumnDestination,
  DeleteColumnDialog,
  type DeleteColumnDialogProps,
} from './delete-column-dialog';
export {
  type DueDateState,
  type DueDateStateOptions,
  daysUntil,
  dueDateState,
  formatDueDate,
} from './due-date';
export { FilterBar, type FilterBarProps } from './filter-bar';
export { type FilterChoice, FilterMenu, type FilterMenuProps } from './filter-menu';
export { LabelChip, type LabelChipProps } from './label-chip';
export {
  LABEL_COLOR_CHOICES,
  LABEL_COLOR_NAMES,
  LabelColorDot,
  LabelColorsProvider,
  type LabelColorsProviderProps,
  type LabelTokens,
  labelColorTokens,
  useLabelColor,
} from './label-colors';
export { checklistProgressLabel, PRIORITY_LABELS, STATUS_LABELS } from './labels';
export { PriorityIcon, type PriorityIconProps } from './priority-icon';
export { STATE_COLOR_CHOICES, type StateColorChoice, stateColorName } from './state-colors';
export { StatusBadge, type StatusBadgeProps } from './status-badge';
export { StatusIcon, type StatusIconProps } from './status-icon';
export { TaskCard, type TaskCardProps } from './task-card';
export { TaskList, type TaskListProps } from './task-list';
export type { TaskListEdit } from './task-list-cell';
export {
  formatListSort,
  parseListSort,
  TASK_LIST_COLUMNS,
  TASK_LIST_GROUPS,
  type TaskListColumn,
  type TaskListGroup,
  type TaskListSort,
  taskListOrder,
} from './task-list-model';
export type { TaskListSelection } from './use-list-selection';
