import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from '@tandem/ui/feedback';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { applyServerError } from '../../auth/server-error';
import { useTandemMutations } from '../../lib/use-tandem-mutations';
import type { NewTaskDialogProps } from './new-task-dialog';
import { type NewTask, newTaskSchema, UNASSIGNED } from './new-task-schema';

/**
 * The quick "new task" form: reset each time the dialog opens, its submit creating the task
 * (which lands in its column at once) and offering to open it in a toast. With `keepOpen`
 * the form stays, its title cleared and focused again once the form has settled.
 */
export function useNewTaskForm({
  open,
  onOpenChange,
  boardId,
  status,
  states,
  stateId,
  onOpenTask,
  keepOpen = false,
}: Omit<NewTaskDialogProps, 'people'>) {
  const startState = stateId ?? states?.find((state) => state.status === status)?.id ?? '';
  const create = useMutation(useTandemMutations().tasks.create());
  const form = useForm<NewTask>({
    resolver: zodResolver(newTaskSchema),
    defaultValues: { title: '', status, stateId: startState, assignee: UNASSIGNED },
  });
  const { isSubmitting } = form.formState;
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

  return { form, submit };
}
