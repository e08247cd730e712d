import type { CsvFile } from '@tandem/api-client';
import { CSV_FIELDS, type CsvField, type CsvMapping } from '@tandem/schemas';
import { Button } from '@tandem/ui/actions';
import { Field, Select } from '@tandem/ui/forms';
import { DialogFooter } from '@tandem/ui/overlays';

const FIELD_LABELS: Record<CsvField, string> = {
  title: 'Title',
  description: 'Description',
  state: 'Column',
  priority: 'Priority',
  assignee: 'Assignee email',
  labels: 'Labels',
  due_date: 'Due date',
  checklist: 'Checklist',
};

const NONE = '__none__';

/** Props of {@link CsvMappingStep}. */
export interface CsvMappingStepProps {
  file: CsvFile;
  mapping: CsvMapping;
  onChange: (mapping: CsvMapping) => void;
  onBack: () => void;
  onContinue: () => void;
}

/** Which CSV column fills each task field; the title needs one, the others may stay empty. */
export function CsvMappingStep({
  file,
  mapping,
  onChange,
  onBack,
  onContinue,
}: CsvMappingStepProps) {
  const columns = file.headers.map((header) => ({ value: header, label: header }));
  return (
    <div className="flex flex-col gap-4">
      <p className="text-muted text-sm">
        {file.rows.length.toLocaleString()} rows in {file.name}. Choose the column each field comes
        from.
      </p>
      <div className="grid gap-3 sm:grid-cols-2">
        {CSV_FIELDS.map((field) => (
          <Field key={field} label={FIELD_LABELS[field]} optional={field !== 'title'}>
            <Select
              options={
                field === 'title' ? columns : [{ value: NONE, label: 'Not imported' }, ...columns]
              }
              value={mapping[field] ?? NONE}
              onValueChange={(value) =>
                onChange({ ...mapping, [field]: value === NONE ? undefined : value })
              }
            />
          </Field>
        ))}
      </div>
      <DialogFooter>
        <Button variant="ghost" onClick={onBack}>
          Back
        </Button>
        <Button variant="primary" onClick={onContinue}>
          Continue
        </Button>
      </DialogFooter>
    </div>
  );
}
