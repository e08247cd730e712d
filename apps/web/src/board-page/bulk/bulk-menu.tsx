import { Button } from '@tandem/ui/actions';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@tandem/ui/overlays';
import { Fragment, type ReactNode } from 'react';

/** One choice of a {@link BulkMenu}. */
export interface BulkChoice {
  key: string;
  label: string;
  icon?: ReactNode;
  onSelect: () => void;
}

/** A titled group of choices. */
export interface BulkChoiceGroup {
  title: string;
  choices: ReadonlyArray<BulkChoice>;
}

/** Props of {@link BulkMenu}. */
export interface BulkMenuProps {
  /** The trigger's text and accessible name ("State"). */
  label: string;
  icon: ReactNode;
  groups: ReadonlyArray<BulkChoiceGroup>;
}

/** One action of the bulk action bar: a button opening a menu of choices, in groups. */
export function BulkMenu({ label, icon, groups }: BulkMenuProps) {
  const shown = groups.filter((group) => group.choices.length > 0);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="sm">
          {icon}
          <span className="max-sm:sr-only">{label}</span>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="center" side="top" className="max-h-80 min-w-48 overflow-y-auto">
        {shown.map((group, index) => (
          <Fragment key={group.title}>
            {index > 0 ? <DropdownMenuSeparator /> : null}
            <DropdownMenuLabel>{group.title}</DropdownMenuLabel>
            {group.choices.map((choice) => (
              <DropdownMenuItem key={choice.key} icon={choice.icon} onSelect={choice.onSelect}>
                {choice.label}
              </DropdownMenuItem>
            ))}
          </Fragment>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
