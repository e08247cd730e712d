import { BOARD_NAME_MAX_LENGTH, type CsvMapping } from '@tandem/schemas';
import { Button } from '@tandem/ui/actions';
import { Field, Input } from '@tandem/ui/forms';
import { DialogFooter } from '@tandem/ui/overlays';
import { useId, useRef, useState } from 'react';
import { ColumnOrderList } from './column-order-list';
import { CsvFieldSelects } from './csv-field-selects';
import type { CsvMappingState } from './use-board-import';

/** Why `name` cannot be the board's name, or `null`. */
function nameError(name: string): string | null {
  const length = Array.from(name.trim()).length;
  if (length === 0) return 'Give the board a name.';
  if (length > BOARD_NAME_MAX_LENGTH)
    return `A board name is at most ${BOARD_NAME_MAX_LENGTH} characters.`;
  return null;
}

/** Props of {@link CsvMappingStep}. */
export interface CsvMappingStepProps {
  state: CsvMappingState;
  onChange: (mapping: CsvMapping) => void;
  onNameChange: (name: string) => void;
  onMoveColumn: (from: number, to: number) => void;
  onBack: () => void;
  onContinue: () => void;
}

/**
 * A CSV file's board: its name (the file's unless changed), which CSV column fills each task
 * field (the title needs one, the others may stay empty) and the order of its columns.
 */
export function CsvMappingStep({
  state,
  onChange,
  onNameChange,
  onMoveColumn,
  onBack,
  onContinue,
}: CsvMappingStepProps) {
  const { file, mapping, name, columns } = state;
  const nameInput = useRef<HTMLInputElement>(null);
  const [tried, setTried] = useState(false);
  const orderHeading = useId();
  const error = nameError(name);
  return (
    <form
      className="flex flex-col gap-4"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setTried(true);
        if (error) nameInput.current?.focus();
        else onContinue();
      }}
    >
      <p className="text-muted text-sm">
        {file.rows.length.toLocaleString()} rows in {file.name}. Name the board and choose the
        column each field comes from.
      </p>
      <Field
        label="Board name"
        error={tried ? error : null}
        count={{ length: Array.from(name).length, max: BOARD_NAME_MAX_LENGTH }}
      >
        <Input
          ref={nameInput}
          value={name}
          onChange={(event) => onNameChange(event.target.value)}
        />
      </Field>
      <CsvFieldSelects headers={file.headers} mapping={mapping} onChange={onChange} />
      {columns.length > 1 ? (
        <section aria-labelledby={orderHeading} className="flex flex-col gap-2">
          <div>
            <h3 id={orderHeading} className="font-medium text-fg text-sm">
              Column order
            </h3>
            <p className="text-muted text-xs">
              The values of “{mapping.state}” become the board’s columns, left to right.
            </p>
          </div>
          <ColumnOrderList columns={columns} onMove={onMoveColumn} />
        </section>
      ) : null}
      <DialogFooter>
        <Button type="button" variant="ghost" onClick={onBack}>
          Back
        </Button>
        <Button type="submit" variant="primary">
          Continue
        </Button>
      </DialogFooter>
    </form>
  );
}
