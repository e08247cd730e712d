import { CSV_FIELDS, type CsvField, type CsvMapping } from '@tandem/schemas';
import { Field, Select } from '@tandem/ui/forms';

const FIELD_LABELS: Record<CsvField, string> = {
  title: 'Title',
  description: 'Description',
  state: 'Column',
  priority: 'Priority',
  assignee: 'Assignee',
  labels: 'Labels',
  due_date: 'Due date',
  checklist: 'Checklist',
};

const NONE = '__none__';

/** Props of {@link CsvFieldSelects}. */
export interface CsvFieldSelectsProps {
  /** The CSV file's column names. */
  headers: readonly string[];
  mapping: CsvMapping;
  onChange: (mapping: CsvMapping) => void;
}

/**
 * Which CSV column fills each task field: the title needs one, the others may stay "Not
 * imported".
 */
export function CsvFieldSelects({ headers: names, mapping, onChange }: CsvFieldSelectsProps) {
  const headers = names.map((header) => ({ value: header, label: header }));
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      {CSV_FIELDS.map((field) => (
        <Field
          key={field}
          label={FIELD_LABELS[field]}
          optional={field !== 'title'}
          description={field === 'assignee' ? 'A name or an email' : undefined}
        >
          <Select
            options={
              field === 'title' ? headers : [{ value: NONE, label: 'Not imported' }, ...headers]
            }
            value={mapping[field] ?? NONE}
            onValueChange={(value) =>
              onChange({ ...mapping, [field]: value === NONE ? undefined : value })
            }
          />
        </Field>
      ))}
    </div>
  );
}
