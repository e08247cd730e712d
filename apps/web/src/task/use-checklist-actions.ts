import type { ChecklistItem } from '@tandem/api-client';
import { tandemKeys } from '@tandem/api-client/react-query';
import type { Task } from '@tandem/schemas';
import { toast } from '@tandem/ui/feedback';
import { useQueryClient } from '@tanstack/react-query';
import { notifyError } from '../lib/notify-error';
import { useTandem } from '../lib/use-tandem';
import { offerChecklistUndo } from './checklist-undo';

type Items = ChecklistItem[];

/** The items in their new order once `id` sits right below `aboveId` (first for `null`). */
function reordered(items: Items, id: string, aboveId: string | null): Items {
  const moved = items.find((item) => item.id === id);
  if (!moved) return items;
  const rest = items.filter((item) => item.id !== id);
  const at = aboveId === null ? 0 : rest.findIndex((item) => item.id === aboveId) + 1;
  return [...rest.slice(0, at), moved, ...rest.slice(at)];
}

/**
 * What the task's checklist does: each change shows at once in the cached list, is written,
 * and is offered for undo (adding, renaming, checking, deleting); the list is read again after
 * every write, so a refused one goes back to what the server holds.
 */
export function useChecklistActions(task: Pick<Task, 'id' | 'board_id'>) {
  const tandem = useTandem();
  const queryClient = useQueryClient();
  const key = tandemKeys.checklist(task.id);
  const items = () => queryClient.getQueryData<Items>(key) ?? [];
  const show = (change: (items: Items) => Items) =>
    queryClient.setQueryData<Items>(key, (held) => (held ? change(held) : held));
  const write = async <T>(call: Promise<T>): Promise<T | undefined> => {
    try {
      return await call;
    } catch (error) {
      notifyError(error);
      return undefined;
    } finally {
      void queryClient.invalidateQueries({ queryKey: key });
    }
  };
  const undo = (message: string, what: string, revert: () => Promise<unknown>) =>
    offerChecklistUndo(queryClient, {
      boardId: task.board_id,
      taskId: task.id,
      message,
      what,
      revert,
    });
  const edit = async (item: ChecklistItem, changes: { title?: string; done?: boolean }) => {
    show((list) => list.map((other) => (other.id === item.id ? { ...other, ...changes } : other)));
    return write(tandem.checklists.update({ itemId: item.id, changes }));
  };

  return {
    add: async (title: string) => {
      const added = await write(tandem.checklists.add({ taskId: task.id, title }));
      if (added) {
        undo(`Added “${title}”`, `adding “${title}”`, () => tandem.checklists.delete(added.id));
      }
    },
    toggle: async (id: string, done: boolean) => {
      const item = items().find((other) => other.id === id);
      if (!item || !(await edit(item, { done }))) return;
      const verb = done ? 'Checked' : 'Unchecked';
      undo(`${verb} “${item.title}”`, `${verb.toLowerCase()} “${item.title}”`, () =>
        tandem.checklists.update({ itemId: id, changes: { done: item.done } }),
      );
    },
    rename: async (id: string, title: string) => {
      const item = items().find((other) => other.id === id);
      if (!item || !(await edit(item, { title }))) return;
      undo(`Renamed “${item.title}”`, `renaming “${item.title}”`, () =>
        tandem.checklists.update({ itemId: id, changes: { title: item.title } }),
      );
    },
    move: async (id: string, aboveId: string | null) => {
      show((list) => reordered(list, id, aboveId));
      await write(tandem.checklists.move({ itemId: id, aboveId }));
    },
    delete: async (id: string) => {
      show((list) => list.filter((item) => item.id !== id));
      const deleted = await write(tandem.checklists.delete(id));
      if (deleted) {
        undo(`Deleted “${deleted.title}”`, `the deletion of “${deleted.title}”`, () =>
          tandem.checklists.restore(deleted),
        );
      }
    },
    convert: async (id: string) => {
      show((list) => list.filter((item) => item.id !== id));
      const created = await write(tandem.checklists.toTask(id));
      if (created) toast.success(`Created #${created.number} ${created.title}`);
    },
  };
}
