import type { ImportReport } from '@tandem/api-client';
import type { ImportPlan } from '@tandem/schemas';
import { noteMessage } from '@tandem/schemas';
import { Button } from '@tandem/ui/actions';
import { StatGrid } from '@tandem/ui/display';
import { DialogFooter } from '@tandem/ui/overlays';
import { CircleCheck } from 'lucide-react';

/** Props of {@link ImportReportStep}. */
export interface ImportReportStepProps {
  plan: ImportPlan;
  report: ImportReport;
  onOpen: () => void;
  onAnother: () => void;
}

/** What an import created, and what it did not import. */
export function ImportReportStep({ plan, report, onOpen, onAnother }: ImportReportStepProps) {
  const notes = plan.notes.map(noteMessage);
  // Cards of people the file names without an email never reach the database as assigned.
  const unassigned =
    report.unassigned +
    plan.people.filter((person) => !person.email).reduce((sum, person) => sum + person.tasks, 0);
  if (unassigned > 0) {
    notes.push(
      `${unassigned.toLocaleString()} ${unassigned === 1 ? 'card is' : 'cards are'} unassigned: their people are not members`,
    );
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
