import type { ImportPlan, ImportPreview, PeopleChoices } from '@tandem/schemas';
import { noteMessage } from '@tandem/schemas';
import { Button } from '@tandem/ui/actions';
import { StatGrid } from '@tandem/ui/display';
import { Banner } from '@tandem/ui/feedback';
import { DialogFooter } from '@tandem/ui/overlays';
import { cardCount } from './card-count';
import { ImportPeopleSection } from './import-people-section';

const SOURCE_NAMES = { trello: 'Trello board', tandem: 'Tandem board', csv: 'CSV file' } as const;

/** Props of {@link ImportPreviewStep}. */
export interface ImportPreviewStepProps {
  plan: ImportPlan;
  preview: ImportPreview;
  /** Who each person of the file is in the workspace, as chosen so far. */
  choices: PeopleChoices;
  onChoosePerson: (key: string, userId: string | null) => void;
  /** Why the last attempt failed (nothing was imported), or `null`. */
  error: string | null;
  onBack: () => void;
  onImport: () => void;
}

/**
 * What the import will create, who each person of the file is in the workspace (proposed, for
 * the importer to confirm or change), and what it leaves out, before it runs.
 */
export function ImportPreviewStep({
  plan,
  preview,
  choices,
  onChoosePerson,
  error,
  onBack,
  onImport,
}: ImportPreviewStepProps) {
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
      {preview.people.length > 0 ? (
        <ImportPeopleSection
          people={preview.people}
          members={preview.members}
          choices={choices}
          onChoose={onChoosePerson}
        />
      ) : null}
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
          Import {cardCount(preview.tasks)}
        </Button>
      </DialogFooter>
    </div>
  );
}
