import type { ImportReport } from '@tandem/api-client';
import type { ImportPlan } from '@tandem/schemas';
import { noteMessage } from '@tandem/schemas';
import { Button } from '@tandem/ui/actions';
import { StatGrid } from '@tandem/ui/display';
import { DialogFooter } from '@tandem/ui/overlays';
import { CircleCheck } from 'lucide-react';
import { cardCount } from './card-count';

/** Props of {@link ImportReportStep}. */
export interface ImportReportStepProps {
  plan: ImportPlan;
  report: ImportReport;
  /** Cards whose person the importer left unassigned. */
  leftUnassigned: number;
  onOpen: () => void;
  onAnother: () => void;
}

/** What an import created, and what it did not import. */
export function ImportReportStep({
  plan,
  report,
  leftUnassigned,
  onOpen,
  onAnother,
}: ImportReportStepProps) {
  const notes = plan.notes.map(noteMessage);
  // Left unassigned in the people step, or given an email the database matched to nobody.
  const unassigned = report.unassigned + leftUnassigned;
  if (unassigned > 0) {
    notes.push(`The ${unassigned === 1 ? 'assignee' : 'assignees'} of ${cardCount(unassigned)}`);
  }
  return (
    <div className="flex flex-col gap-4">
      <p role="status" className="flex items-center gap-2 font-medium text-fg text-sm">
        <CircleCheck aria-hidden="true" className="size-4 text-success-text" />
        {plan.board.board.name} was imported.
      </p>
      <StatGrid
        label="Imported"
        stats={[
          ['Columns', report.states],
          ['Cards', report.tasks],
          ['Assigned cards', report.assigned],
          ['Checklist items', report.checklist_items],
          ['Comments', report.comments],
          ['New labels', report.labels_created],
        ]}
      />
      {notes.length > 0 ? (
        <section aria-label="Not imported" className="flex flex-col gap-1">
          <h3 className="font-medium text-fg text-sm">Not imported</h3>
          <ul className="list-disc ps-5 text-muted text-sm">
            {notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        </section>
      ) : null}
      <DialogFooter>
        <Button variant="ghost" onClick={onAnother}>
          Import another
        </Button>
        <Button variant="primary" onClick={onOpen}>
          Open board
        </Button>
      </DialogFooter>
    </div>
  );
}
