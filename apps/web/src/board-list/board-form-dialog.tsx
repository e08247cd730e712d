import { zodResolver } from '@hookform/resolvers/zod';
import type { Board } from '@tandem/schemas';
import {
  BOARD_DESCRIPTION_MAX_LENGTH,
  BOARD_NAME_MAX_LENGTH,
  updateBoardInputSchema,
} from '@tandem/schemas';
import { Button } from '@tandem/ui/actions';
import { Field, Form, Input, Textarea } from '@tandem/ui/forms';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '@tandem/ui/overlays';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { FormAlert } from '../auth/form-alert';
import { applyServerError } from '../auth/server-error';
import { lengthOf } from '../lib/length-of';
import { useTandemMutations } from '../lib/use-tandem-mutations';

const FIELDS = ['name', 'description'] as const;

/** The fields both the create and the rename form edit, validated by the board schemas. */
const boardFormSchema = z.required(
  z.pick(updateBoardInputSchema, { name: true, description: true }),
);

type BoardFormValues = z.input<typeof boardFormSchema>;
type BoardFormOutput = z.output<typeof boardFormSchema>;

/** Props of {@link BoardFormDialog}. */
export interface BoardFormDialogProps {
  /** The workspace the board belongs to. */
  workspaceId: string;
  /** The board to rename; a new board when absent. */
  board?: Board;
  /** Whether the dialog is open. */
  open: boolean;
  /** Opens or closes it. */
  onOpenChange: (open: boolean) => void;
  /** Called with a board just created (not after a rename), once the dialog has closed. */
  onCreated?: (board: Board) => void;
}

/** "New board" and "Rename board": a name and an optional description. */
export function BoardFormDialog({
  workspaceId,
  board,
  open,
  onOpenChange,
  onCreated,
}: BoardFormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={board ? 'Rename board' : 'New board'}
        description={board ? undefined : 'A board holds tasks in columns by status.'}
      >
        {open ? (
          <BoardForm
            workspaceId={workspaceId}
            board={board}
            onDone={(created) => {
              onOpenChange(false);
              if (created) onCreated?.(created);
            }}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function BoardForm({
  workspaceId,
  board,
  onDone,
}: Pick<BoardFormDialogProps, 'workspaceId' | 'board'> & {
  /** Called once saved, with the board when it was created. */
  onDone: (created?: Board) => void;
}) {
  const mutations = useTandemMutations();
  const create = useMutation(mutations.boards.create());
  const update = useMutation(mutations.boards.update());
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<BoardFormValues, unknown, BoardFormOutput>({
    resolver: zodResolver(boardFormSchema),
    defaultValues: { name: board?.name ?? '', description: board?.description ?? '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (input) => {
    setFormError(null);
    try {
      if (board) {
        await update.mutateAsync({ boardId: board.id, changes: input });
        onDone();
      } else {
        onDone(await create.mutateAsync({ workspaceId, ...input }));
      }
    } catch (error) {
      setFormError(applyServerError(error, form.setError, FIELDS));
    }
  });

  return (
    <Form onSubmit={submit}>
      <FormAlert message={formError} />
      <Field
        label="Name"
        error={errors.name?.message}
        count={{ length: lengthOf(form.watch('name')), max: BOARD_NAME_MAX_LENGTH }}
      >
        <Input autoFocus autoComplete="off" placeholder="Roadmap" {...form.register('name')} />
      </Field>
      <Field
        label="Description"
        optional
        description={`Up to ${BOARD_DESCRIPTION_MAX_LENGTH.toLocaleString('en')} characters.`}
        error={errors.description?.message}
        count={{
          length: lengthOf(form.watch('description')),
          max: BOARD_DESCRIPTION_MAX_LENGTH,
        }}
      >
        <Textarea rows={3} placeholder="What this board is for" {...form.register('description')} />
      </Field>
      <DialogFooter>
        <DialogClose asChild>
          <Button>Cancel</Button>
        </DialogClose>
        <Button type="submit" variant="primary" loading={isSubmitting}>
          {board ? 'Save' : 'Create board'}
        </Button>
      </DialogFooter>
    </Form>
  );
}
