import type { Task } from '@tandem/schemas';
import { Checklist, TaskSection } from '@tandem/ui/task';
import { useQuery } from '@tanstack/react-query';
import { useTandemQueries } from '../lib/use-tandem-queries';
import { useChecklistActions } from './use-checklist-actions';

/** Props of {@link TaskChecklist}. */
export interface TaskChecklistProps {
  task: Pick<Task, 'id' | 'board_id'>;
  /** Members and up edit the checklist; viewers read it. */
  canEdit: boolean;
}

/** The task's checklist: its items, live, with undo for adding, editing, checking and deleting. */
export function TaskChecklist({ task, canEdit }: TaskChecklistProps) {
  const checklist = useQuery(useTandemQueries().checklists.list(task.id));
  const actions = useChecklistActions(task);
  const items = checklist.data ?? [];
  if (!canEdit && items.length === 0) return null;
  return (
    <TaskSection title="Checklist">
      {checklist.isPending ? (
        <p className="text-muted text-sm">Loading…</p>
      ) : (
        <Checklist
          items={items}
          editable={canEdit}
          onAdd={(title) => void actions.add(title)}
          onToggle={(id, done) => void actions.toggle(id, done)}
          onRename={(id, title) => void actions.rename(id, title)}
          onMove={(id, aboveId) => void actions.move(id, aboveId)}
          onDelete={(id) => void actions.delete(id)}
          onConvert={(id) => void actions.convert(id)}
        />
      )}
    </TaskSection>
  );
}
