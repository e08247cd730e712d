import { Button } from '../actions/button';
import { CATEGORY_STATUS, STATE_CATEGORIES, type StateCategory } from '../domain/schemas';
import { Field } from '../forms/field';
import { Form } from '../forms/form';
import { Input } from '../forms/input';
import { Select } from '../forms/select';
import { Dialog, DialogContent, DialogFooter } from '../overlays/dialog';
import { ColorSwatches } from './color-swatches';
import type { ColumnValues } from './column-form';
import type { ColumnEditField } from './column-menu';
import { StatusIcon } from './status-icon';
import { useColumnDraft } from './use-column-draft';
import { WipLimitFields } from './wip-limit-fields';

/** What each category means to someone adding a column. */
const CATEGORY_NAMES: Record<StateCategory, string> = {
  backlog: 'Backlog (not planned yet)',
  unstarted: 'Not started',
  started: 'In progress',
  completed: 'Done',
  canceled: 'Canceled',
};

const CATEGORY_OPTIONS = STATE_CATEGORIES.map((category) => ({
  value: category,
  label: CATEGORY_NAMES[category],
  icon: <StatusIcon status={CATEGORY_STATUS[category]} />,
}));

/** Props of {@link ColumnDialog}. */
export interface ColumnDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** `add`: a new column, its category chosen here; `edit`: an existing one's. */
  mode: 'add' | 'edit';
  /** The values the form starts from. */
  initial: ColumnValues;
  /** The field that takes focus when the dialog opens. @default 'name' */
  focus?: ColumnEditField;
  /**
   * Saves; resolves to `null` once saved (the dialog closes), or to a message shown under the
   * name (a name the board already has) or, with `field: 'form'`, above the buttons.
   */
  onSubmit: (values: ColumnValues) => Promise<{ field: 'name' | 'form'; message: string } | null>;
}

/**
 * The dialog that adds a column or edits one: name, category (when adding; it never changes),
 * colour and WIP limit, with "Refuse moves past the limit" once there is a limit. Checked
 * before saving; the server's refusal is shown where it belongs.
 */
export function ColumnDialog({
  open,
  onOpenChange,
  mode,
  initial,
  focus = 'name',
  onSubmit,
}: ColumnDialogProps) {
  const { draft, setDraft, errors, saving, submit } = useColumnDraft(
    open,
    initial,
    onSubmit,
    onOpenChange,
  );
  const title = mode === 'add' ? 'Add column' : `Edit ${initial.name}`;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={title} size="sm">
        <Form onSubmit={submit} noValidate>
          <Field label="Name" error={errors.name}>
            <Input
              autoFocus={focus === 'name'}
              value={draft.name}
              placeholder="QA"
              onChange={(event) => setDraft({ ...draft, name: event.target.value })}
            />
          </Field>
          {mode === 'add' ? (
            <Field label="Category" description="What a task in this column counts as.">
              <Select
                value={draft.category}
                onValueChange={(category) => setDraft({ ...draft, category })}
                options={CATEGORY_OPTIONS}
              />
            </Field>
          ) : null}
          <ColorSwatches
            value={draft.color}
            autoFocus={focus === 'color'}
            onValueChange={(color) => setDraft({ ...draft, color })}
          />
          <WipLimitFields
            draft={draft}
            onChange={setDraft}
            error={errors.wipLimit}
            autoFocus={focus === 'limit'}
          />
          {errors.form ? (
            <p role="alert" className="text-danger-text text-sm">
              {errors.form}
            </p>
          ) : null}
          <DialogFooter>
            <Button type="button" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" variant="primary" loading={saving}>
              {mode === 'add' ? 'Add column' : 'Save'}
            </Button>
          </DialogFooter>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
