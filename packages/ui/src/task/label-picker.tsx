import { Plus } from 'lucide-react';
import * as React from 'react';
import { LabelColorDot } from '../board/label-colors';
import { labelSchema, TASK_LABEL_MAX_LENGTH } from '../domain/schemas';
import { CharacterCount, nearLimit } from '../forms/character-count';
import { describedBy } from '../forms/described-by';
import { Input } from '../forms/input';
import { type LabelChoice, type LabelOption, labelChoices } from './label-options';

/** Props of {@link LabelPicker}. */
export interface LabelPickerProps {
  /** The workspace's labels. */
  options: ReadonlyArray<LabelOption>;
  /** The names the task already carries (not offered again). */
  taken: ReadonlyArray<string>;
  /** Called with the name picked or created. */
  onPick: (name: string) => void;
}

function choiceText(choice: LabelChoice): string {
  return choice.kind === 'pick' ? choice.label.name : `Create label "${choice.name}"`;
}

interface LabelChoiceListProps {
  id: string;
  choices: ReadonlyArray<LabelChoice>;
  current: LabelChoice | undefined;
  onPick: (choice: LabelChoice) => void;
  onActivate: (index: number) => void;
}

/** The picker's list; the field keeps focus and moves through it (aria-activedescendant). */
function LabelChoiceList({ id, choices, current, onPick, onActivate }: LabelChoiceListProps) {
  return (
    <div
      id={id}
      role="listbox"
      aria-label="Labels to add"
      hidden={choices.length === 0}
      className="absolute top-8 right-0 left-0 z-20 max-h-56 overflow-y-auto rounded-md border border-border bg-surface p-1 shadow-md"
    >
      {choices.map((choice, index) => (
        // biome-ignore lint/a11y/useKeyWithClickEvents: the field handles the keys (aria-activedescendant)
        <div
          key={choice.kind === 'pick' ? choice.label.name : '+create'}
          id={`${id}-${index}`}
          role="option"
          aria-selected={choice === current}
          tabIndex={-1}
          className="flex cursor-pointer items-center gap-2 rounded-sm px-2 py-1 text-fg text-xs aria-selected:bg-accent-subtle aria-selected:text-accent-text"
          // Picking with the pointer keeps focus in the field, for the next label.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onPick(choice)}
          onMouseMove={() => onActivate(index)}
        >
          {choice.kind === 'pick' ? (
            <LabelColorDot color={choice.label.color} />
          ) : (
            <Plus aria-hidden="true" className="size-3" />
          )}
          <span className="truncate">{choiceText(choice)}</span>
        </div>
      ))}
    </div>
  );
}

/**
 * A combobox adding a label to a task: typing filters the workspace's labels (colour dots
 * show), ↑/↓ move through them, Enter adds the highlighted one, Escape closes the list; a new
 * name is offered as "Create label "x"", checked with the schemas.
 */
export function LabelPicker({ options, taken, onPick }: LabelPickerProps) {
  const [text, setText] = React.useState('');
  const [open, setOpen] = React.useState(false);
  const [active, setActive] = React.useState(0);
  const [error, setError] = React.useState<string | null>(null);
  const listId = React.useId();
  const errorId = React.useId();
  const countId = React.useId();
  const choices = open ? labelChoices(text, options, taken) : [];
  const current = choices[Math.min(active, choices.length - 1)];

  const choose = (choice: LabelChoice | undefined) => {
    const name = choice ? (choice.kind === 'pick' ? choice.label.name : choice.name) : text;
    const parsed = labelSchema.safeParse(name);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Not a valid label');
      return;
    }
    setText('');
    setActive(0);
    setError(null);
    onPick(parsed.data);
  };
  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) =>
    handleLabelKey(
      event,
      { count: choices.length, canChoose: Boolean(current || text.trim()) },
      {
        setOpen,
        setActive,
        choose: () => choose(current),
      },
    );
  const near = nearLimit(text.trim().length, TASK_LABEL_MAX_LENGTH, 5);
  return (
    <div className="relative flex flex-col gap-1">
      <Input
        role="combobox"
        aria-label="Add a label"
        aria-expanded={choices.length > 0}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={current ? `${listId}-${choices.indexOf(current)}` : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(error ? errorId : null, near ? countId : null)}
        placeholder="Add a label…"
        autoComplete="off"
        value={text}
        className="h-7 text-xs"
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(0);
          setError(null);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      <LabelChoiceList
        id={listId}
        choices={choices}
        current={current}
        onPick={choose}
        onActivate={setActive}
      />
      <CharacterCount
        id={countId}
        length={text.trim().length}
        max={TASK_LABEL_MAX_LENGTH}
        threshold={5}
      />
      {error ? (
        <p id={errorId} className="text-danger-text text-xs">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** What {@link handleLabelKey} changes of the picker. */
interface LabelKeyActions {
  setOpen: (open: boolean) => void;
  setActive: (update: (index: number) => number) => void;
  /** Adds the highlighted label, or the typed name. */
  choose: () => void;
}

/**
 * The field's keys: ↑/↓ open the list and move through its `count` choices (wrapping), Enter
 * adds the highlighted one (or the typed name, `canChoose`), Escape closes a list on screen.
 */
function handleLabelKey(
  event: React.KeyboardEvent<HTMLInputElement>,
  { count, canChoose }: { count: number; canChoose: boolean },
  { setOpen, setActive, choose }: LabelKeyActions,
): void {
  const step = { ArrowDown: 1, ArrowUp: -1 }[event.key];
  if (step !== undefined) {
    event.preventDefault();
    setOpen(true);
    if (count > 0) setActive((index) => (index + step + count) % count);
  } else if (event.key === 'Enter') {
    event.preventDefault();
    if (canChoose) choose();
  } else if (event.key === 'Escape' && count > 0) {
    // Only a list on screen is closed here; otherwise Escape goes on to what holds the field
    // (the task panel closes), as it does from every other field.
    event.stopPropagation();
    setOpen(false);
  }
}
