import { type BoardState, TASK_TITLE_MAX_LENGTH, type TaskStatus } from '@tandem/schemas';
import { Button } from '@tandem/ui/actions';
import type { BoardPerson } from '@tandem/ui/board';
import { Field, Form, Input } from '@tandem/ui/forms';
import { Dialog, DialogContent, DialogFooter } from '@tandem/ui/overlays';
import { lengthOf } from '../../lib/length-of';
import { NewTaskChoices } from './new-task-choices';
import { useNewTaskForm } from './use-new-task-form';

/** Props of {@link NewTaskDialog}. */
export interface NewTaskDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  boardId: string;
  /** The column it starts in (the column's "+" button), else Backlog... or the last choice. */
  status: TaskStatus;
  /** The board's workflow states: the form then offers them instead of statuses. */
  states?: ReadonlyArray<BoardState>;
  /** The state it starts in (an added column's "+"); else the state of `status`. */
  stateId?: string;
  people: ReadonlyMap<string, BoardPerson>;
  /** Called with the new task's number, e.g. to open it. */
  onOpenTask: (number: number) => void;
  /**
   * Stays open after each task, its title cleared and focused, for the next one (a column's
   * "+", as Trello's composer does): what is typed next is a title, never a shortcut.
   */
  keepOpen?: boolean;
}

/**
 * The quick "new task" dialog (`c`): title, status and assignee. The created task lands at the
 * bottom of its column at once (the mutation writes it into the cache); a toast offers to
 * open it. With `keepOpen` it waits for the next title in the same column and assignee.
 */
export function NewTaskDialog(props: NewTaskDialogProps) {
  const { open, onOpenChange, states, people } = props;
  const { form, submit } = useNewTaskForm(props);
  const { errors, isSubmitting } = form.formState;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title="New task" size="md">
        <Form onSubmit={submit}>
          <Field
            label="Title"
            error={errors.title?.message}
            count={{ length: lengthOf(form.watch('title')), max: TASK_TITLE_MAX_LENGTH }}
          >
            <Input autoFocus placeholder="What needs doing?" {...form.register('title')} />
          </Field>
          <NewTaskChoices form={form} states={states} people={people} />
          <DialogFooter>
            <Button type="button" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" variant="primary" loading={isSubmitting}>
              Create task
            </Button>
          </DialogFooter>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
