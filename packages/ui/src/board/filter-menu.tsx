import { ChevronDown } from 'lucide-react';
import type * as React from 'react';
import { Button } from '../actions/button';
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from '../overlays/dropdown-menu';

/** One choice of a {@link FilterMenu}. */
export interface FilterChoice {
  /** The value reported to `onChange`. */
  value: string;
  /** What the choice says (and the button, once chosen). */
  label: string;
  /** An icon before the label (status, priority). */
  icon?: React.ReactNode;
}

interface CommonProps {
  /** The filter's name, e.g. "Priority". */
  name: string;
  /** The choices, in order. */
  choices: ReadonlyArray<FilterChoice>;
  /** Shown in the menu when there is nothing to choose. @default 'Nothing to filter by yet' */
  emptyText?: string;
}

/**
 * Props of {@link FilterMenu}: pick many (`multiple`, checkbox items) or at most one (radio
 * items; choosing the current one again clears it). `value`/`onChange` are controlled.
 */
export type FilterMenuProps = CommonProps &
  (
    | { multiple: true; value: ReadonlyArray<string>; onChange: (value: string[]) => void }
    | { multiple?: false; value: string | undefined; onChange: (value: string | undefined) => void }
  );

/**
 * One filter of the board as a compact menu button: "Priority" when unset, "Priority: High"
 * or "Priority: 2" when set. Checkbox items for many values, radio items for one; choosing the
 * current single value again clears it.
 */
export function FilterMenu(props: FilterMenuProps) {
  const { name, choices, emptyText = 'Nothing to filter by yet' } = props;
  const selected = props.multiple ? props.value : props.value ? [props.value] : [];
  const summary =
    selected.length === 0
      ? null
      : selected.length === 1
        ? (choices.find((choice) => choice.value === selected[0])?.label ?? selected[0])
        : String(selected.length);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          size="sm"
          variant={summary ? 'secondary' : 'ghost'}
          aria-label={summary ? `${name}: ${summary}` : `Filter by ${name.toLowerCase()}`}
          className={summary ? 'border-accent/40 bg-accent-subtle text-accent-text' : undefined}
        >
          {name}
          {summary ? <span className="max-w-28 truncate font-normal">: {summary}</span> : null}
          <ChevronDown aria-hidden="true" className="text-faint" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent className="max-h-80 overflow-y-auto">
        <DropdownMenuLabel>{name}</DropdownMenuLabel>
        {choices.length === 0 ? (
          <p className="px-2 py-1.5 text-muted text-sm">{emptyText}</p>
        ) : props.multiple ? (
          choices.map((choice) => (
            <DropdownMenuCheckboxItem
              key={choice.value}
              checked={props.value.includes(choice.value)}
              onSelect={(event) => event.preventDefault()}
              onCheckedChange={(checked) =>
                props.onChange(
                  checked
                    ? [...props.value, choice.value]
                    : props.value.filter((value) => value !== choice.value),
                )
              }
            >
              {choice.icon}
              {choice.label}
            </DropdownMenuCheckboxItem>
          ))
        ) : (
          <DropdownMenuRadioGroup
            value={props.value ?? ''}
            onValueChange={(value) => props.onChange(value === props.value ? undefined : value)}
          >
            {choices.map((choice) => (
              <DropdownMenuRadioItem
                key={choice.value}
                value={choice.value}
                onSelect={() => {
                  // Radix reports no change for the chosen item: clear it here instead.
                  if (choice.value === props.value) props.onChange(undefined);
                }}
                icon={choice.icon}
              >
                {choice.label}
              </DropdownMenuRadioItem>
            ))}
          </DropdownMenuRadioGroup>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
