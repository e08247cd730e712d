import { Dialog, DialogContent } from '@tandem/ui/overlays';
import { CsvMappingStep } from './csv-mapping-step';
import { ImportFileStep } from './import-file-step';
import { ImportPreviewStep } from './import-preview-step';
import { ImportProgressStep } from './import-progress-step';
import { ImportReportStep } from './import-report-step';
import { useBoardImport } from './use-board-import';

/** Props of {@link ImportBoardDialog}. */
export interface ImportBoardDialogProps {
  workspaceId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** "Open board" was chosen on the report. */
  onOpenBoard: (boardId: string) => void;
}

/**
 * "Import board": a Trello export, a Tandem export or a CSV file (with its column mapping, board
 * name and column order) becomes a new board of the workspace, after a preview in which the
 * importer confirms who each person of the file is, all or nothing, with progress and a report
 * of what was and was not imported.
 */
export function ImportBoardDialog({
  workspaceId,
  open,
  onOpenChange,
  onOpenBoard,
}: ImportBoardDialogProps) {
  const {
    step,
    chooseFile,
    setMapping,
    setBoardName,
    moveColumn,
    confirmMapping,
    choosePerson,
    start,
    reset,
  } = useBoardImport(workspaceId);
  const busy = step.kind === 'importing';
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (busy) return;
        onOpenChange(next);
        if (!next) reset();
      }}
    >
      <DialogContent
        title="Import board"
        description="Bring a board in from Trello, a CSV file or another Tandem workspace."
        size="lg"
      >
        {step.kind === 'choose' ? (
          <ImportFileStep error={step.error} reading={step.reading} onFile={chooseFile} />
        ) : step.kind === 'map' ? (
          <CsvMappingStep
            state={step}
            onChange={setMapping}
            onNameChange={setBoardName}
            onMoveColumn={moveColumn}
            onBack={reset}
            onContinue={confirmMapping}
          />
        ) : step.kind === 'preview' || step.kind === 'failed' ? (
          <ImportPreviewStep
            plan={step.plan}
            preview={step.preview}
            choices={step.choices}
            onChoosePerson={choosePerson}
            error={step.kind === 'failed' ? step.error : null}
            onBack={reset}
            onImport={start}
          />
        ) : step.kind === 'importing' ? (
          <ImportProgressStep progress={step.progress} />
        ) : (
          <ImportReportStep
            plan={step.plan}
            report={step.report}
            leftUnassigned={step.leftUnassigned}
            onOpen={() => onOpenBoard(step.report.board_id)}
            onAnother={reset}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
