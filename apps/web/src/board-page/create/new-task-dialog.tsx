import { zodResolver } from '@hookform/resolvers/zod';
import {
  type BoardState,
  CATEGORY_STATUS,
  TASK_STATUSES,
  TASK_TITLE_MAX_LENGTH,
  type TaskStatus,
} from '@tandem/schemas';
import { Button } from '@tandem/ui/actions';
import { type BoardPerson, STATUS_LABELS, StatusIcon } from '@tandem/ui/board';
import { toast } from '@tandem/ui/feedback';
import { Field, Form, Input, Select } from '@tandem/ui/forms';
import { Dialog, DialogContent, DialogFooter } from '@tandem/ui/overlays';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { applyServerError } from '../../auth/server-error';
import { lengthOf } from '../../lib/length-of';
import { useTandemMutations } from '../../lib/use-tandem-mutations';

const UNASSIGNED = 'unassigned';

const newTaskSchema = z.object({
  title: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, { error: 'Give the task a title' }),
      z.maxLength(TASK_TITLE_MAX_LENGTH, { error: `At most ${TASK_TITLE_MAX_LENGTH} characters` }),
    ),
  status: z.enum(TASK_STATUSES),
  /** The workflow state, on a board whose states have loaded; '' otherwise. */
  stateId: z.string(),
  assignee: z.string(),
});

type NewTask = z.infer<typeof newTaskSchema>;

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
export function NewTaskDialog({
  open,
  onOpenChange,
  boardId,
  status,
  states,
  stateId,
  people,
  onOpenTask,
  keepOpen = false,
}: NewTaskDialogProps) {
  const startState = stateId ?? states?.find((state) => state.status === status)?.id ?? '';
  const create = useMutation(useTandemMutations().tasks.create());
  const form = useForm<NewTask>({
    resolver: zodResolver(newTaskSchema),
    defaultValues: { title: '', status, stateId: startState, assignee: UNASSIGNED },
  });
  const { errors, isSubmitting } = form.formState;
  // Kept open: the title takes focus back once the form has settled after each task (while it
  // is submitting its fields are not focusable).
  const [created, setCreated] = useState(0);
  useEffect(() => {
    if (created > 0 && !isSubmitting) form.setFocus('title');
  }, [created, isSubmitting, form]);

  useEffect(() => {
    if (open) form.reset({ title: '', status, stateId: startState, assignee: UNASSIGNED });
  }, [open, status, startState, form]);

  const submit = form.handleSubmit(async (values) => {
    try {
      const task = await create.mutateAsync({
        boardId,
        title: values.title,
        ...(states && values.stateId ? { stateId: values.stateId } : { status: values.status }),
        assigneeId: values.assignee === UNASSIGNED ? null : values.assignee,
      });
      if (keepOpen) {
        form.reset({ ...values, title: '' });
        setCreated((count) => count + 1);
      } else {
        onOpenChange(false);
      }
      toast.success(`Created #${task.number}`, {
        description: task.title,
        action: { label: 'Open', onClick: () => onOpenTask(task.number) },
      });
    } catch (error) {
      const message = applyServerError(error, form.setError, ['title', 'status']);
      if (message) form.setError('title', { type: 'server', message });
    }
  });

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
          <div className="grid gap-4 sm:grid-cols-2">
            {states ? (
              <Field label="Column">
                <Controller
                  control={form.control}
                  name="stateId"
                  render={({ field }) => (
                    <Select
                      value={field.value}
                      onValueChange={field.onChange}
                      options={states.map((state) => ({
                        value: state.id,
                        label: state.name,
                        icon: (
                          <StatusIcon status={state.status ?? CATEGORY_STATUS[state.category]} />
                        ),
                      }))}
                    />
                  )}
                />
              </Field>
            ) : (
              <Field label="Status">
                <Controller
                  control={form.control}
                  name="status"
                  render={({ field }) => (
                    <Select
                      value={field.value}
                      onValueChange={field.onChange}
                      options={TASK_STATUSES.map((value) => ({
                        value,
                        label: STATUS_LABELS[value],
                        icon: <StatusIcon status={value} />,
                      }))}
                    />
                  )}
                />
              </Field>
            )}
            <Field label="Assignee">
              <Controller
                control={form.control}
                name="assignee"
                render={({ field }) => (
                  <Select
                    value={field.value}
                    onValueChange={field.onChange}
                    options={[
                      { value: UNASSIGNED, label: 'Unassigned' },
                      ...[...people.values()].map((person) => ({
                        value: person.id,
                        label: person.name,
                      })),
                    ]}
                  />
                )}
              />
            </Field>
          </div>
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
