import type { TrashedTaskLookup } from '@tandem/api-client';
import { Button } from '@tandem/ui/actions';
import { Link, useRouter } from '@tanstack/react-router';
import { ArchiveRestore, Trash2 } from 'lucide-react';
import { useWorkspace } from '../workspace-shell/use-workspace';
import { daysLeft } from './days-left';
import { deletedBy } from './deleted-by';
import { useRestoreFromTrash } from './use-restore-from-trash';

/**
 * A deleted task's own page (`/w/:slug/t/:number`): says the task is in the Trash, who deleted
 * it and for how long it can come back, with Restore and the Trash (which lists it) for those
 * who may restore it. Restored, the page shows the task.
 */
export function TrashedTaskNotice({ inTrash }: { inTrash: TrashedTaskLookup }) {
  const router = useRouter();
  const workspace = useWorkspace();
  const { restore, restoringId } = useRestoreFromTrash(workspace.slug);
  const canRestore = inTrash.can_restore && !inTrash.board_archived;
  return (
    <section className="flex flex-col items-center justify-center gap-2 px-6 py-10 text-center">
      <div
        aria-hidden="true"
        className="mb-1 grid size-10 place-items-center rounded-lg border border-border bg-surface text-muted shadow-sm [&_svg]:size-5"
      >
        <Trash2 />
      </div>
      <h1 className="font-semibold text-fg text-sm" tabIndex={-1}>
        #{inTrash.number} is in the trash
      </h1>
      <p className="max-w-80 text-balance text-muted text-sm">
        “{inTrash.title}” from {inTrash.board_name}. {deletedBy(inTrash)};{' '}
        {daysLeft(inTrash.restorable_until)} to restore it.
        {inTrash.board_archived
          ? ` Its board is archived: restore ${inTrash.board_name} first.`
          : ''}
        {inTrash.can_restore ? '' : ' Only an admin or the person who deleted it can restore it.'}
      </p>
      <div className="mt-2 flex flex-wrap justify-center gap-2">
        {canRestore ? (
          <Button
            variant="primary"
            aria-label={`Restore #${inTrash.number} ${inTrash.title}`}
            loading={restoringId === inTrash.task_id}
            onClick={async () => {
              // Back from the Trash, the page loads the task itself.
              if (await restore(inTrash)) await router.invalidate();
            }}
          >
            <ArchiveRestore aria-hidden="true" />
            Restore
          </Button>
        ) : null}
        {inTrash.can_restore ? (
          <Button asChild>
            <Link to="/w/$slug/trash" params={{ slug: workspace.slug }}>
              <Trash2 aria-hidden="true" />
              Open the Trash
            </Link>
          </Button>
        ) : null}
      </div>
    </section>
  );
}
