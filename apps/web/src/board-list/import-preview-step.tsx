import type { ImportPlan, ImportPreview } from '@tandem/schemas';
import { noteMessage } from '@tandem/schemas';
import { Button } from '@tandem/ui/actions';
import { StatGrid } from '@tandem/ui/display';
import { Banner } from '@tandem/ui/feedback';
import { DialogFooter } from '@tandem/ui/overlays';

const SOURCE_NAMES = { trello: 'Trello board', tandem: 'Tandem board', csv: 'CSV file' } as const;

/** Props of {@link ImportPreviewStep}. */
export interface ImportPreviewStepProps {
  plan: ImportPlan;
  preview: ImportPreview;
  /** Why the last attempt failed (nothing was imported), or `null`. */
  error: string | null;
  onBack: () => void;
  onImport: () => void;
}

/** What the import will create, who will be matched, and what it leaves out, before it runs. */
export function ImportPreviewStep({
  plan,
  preview,
  error,
  onBack,
  onImport,
}: ImportPreviewStepProps) {
  const unmatchedTasks = preview.unmatched.reduce((sum, person) => sum + person.tasks, 0);
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm">
        <span className="text-muted">{SOURCE_NAMES[plan.source]}</span>{' '}
        <strong className="font-semibold text-fg">{plan.board.board.name}</strong>
      </p>
      <StatGrid
        label="What will be imported"
        stats={[
          ['Columns', preview.states],
          ['Cards', preview.tasks],
          ['Labels', preview.labels],
          ['Checklist items', preview.checklistItems],
          ['Comments', preview.comments],
        ]}
      />
      <section aria-label="People" className="flex flex-col gap-1 text-sm">
        <p className="text-fg">
          {preview.matched.length} of {preview.matched.length + preview.unmatched.length} people
          matched to members by email
        </p>
        {preview.unmatched.length > 0 ? (
          <p className="text-muted">
            Not members: {preview.unmatched.map((person) => person.name).join(', ')}.{' '}
            {unmatchedTasks.toLocaleString()} of their cards will be unassigned.
          </p>
        ) : null}
      </section>
      {plan.notes.length > 0 ? (
        <ul aria-label="Left out" className="list-disc ps-5 text-muted text-sm">
          {plan.notes.map((note) => (
            <li key={note.kind}>{noteMessage(note)}</li>
          ))}
        </ul>
      ) : null}
      {error ? (
        <Banner tone="danger" role="alert" title="Nothing was imported">
          {error}
        </Banner>
      ) : null}
      <DialogFooter>
        <Button variant="ghost" onClick={onBack}>
          Choose another file
        </Button>
        <Button variant="primary" onClick={onImport}>
          Import {preview.tasks.toLocaleString()} cards
        </Button>
      </DialogFooter>
    </div>
  );
}
