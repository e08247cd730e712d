// biome-ignore-all lint/a11y/useSemanticElements: a virtualised grid positions its rows itself, which a <table> cannot do
import type { VirtualItem } from '@tanstack/react-virtual';
import type { CellContext } from './task-list-cell';
import type { TaskListLayout } from './task-list-layout';
import type { TaskListRow as Row } from './task-list-model';
import { TaskListGroupRow, TaskListRow } from './task-list-row';
import type { GridNavigation } from './use-grid-navigation';

/** Props of {@link TaskListBody}. */
export interface TaskListBodyProps {
  rows: ReadonlyArray<Row>;
  /** The rows the virtualiser draws now. */
  items: ReadonlyArray<VirtualItem>;
  /** The height of every row together, in px. */
  totalSize: number;
  layout: TaskListLayout;
  /** The task whose row holds the tab stop (`null`: the header does). */
  tabbableRow: string | null;
  nav: GridNavigation;
  ctx: CellContext;
  /** The selected tasks (bulk edit). */
  selectedIds: ReadonlySet<string>;
}

/** The rows of a task list on screen, each placed at its offset in the whole list. */
export function TaskListBody({
  rows,
  items,
  totalSize,
  layout,
  tabbableRow,
  nav,
  ctx,
  selectedIds,
}: TaskListBodyProps) {
  return (
    <div role="rowgroup" className="relative" style={{ height: totalSize }}>
      {items.map((item) => {
        const row = rows[item.index];
        if (!row) return null;
        return row.kind === 'group' ? (
          <TaskListGroupRow
            key={item.key}
            label={row.label}
            count={row.count}
            column={row.column}
            rowIndex={item.index + 2}
            colCount={layout.columns.length}
            style={{
              height: item.size,
              transform: `translateY(${item.start}px)`,
              gridTemplateColumns: layout.template,
              gridTemplateAreas: layout.areas,
            }}
          />
        ) : (
          <TaskListRow
            key={item.key}
            task={row.task}
            columns={layout.columns}
            selected={selectedIds.has(row.task.id)}
            rowIndex={item.index + 2}
            tabbableCol={tabbableRow === row.task.id ? nav.active.col : null}
            ctx={ctx}
            onCellKeyDown={nav.onCellKeyDown}
            onCellFocus={nav.onCellFocus}
            top={item.start}
            height={item.size}
            template={layout.template}
            areas={layout.areas}
          />
        );
      })}
    </div>
  );
}
