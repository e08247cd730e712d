import { TASK_STATUSES, type TaskStatus } from '@tandem/schemas';
import { IconButton } from '@tandem/ui/actions';
import { type BoardTask, STATUS_LABELS, StatusIcon } from '@tandem/ui/board';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@tandem/ui/overlays';
import {
  ArrowDown,
  ArrowDownToLine,
  ArrowUp,
  ArrowUpToLine,
  KanbanSquare,
  MoreHorizontal,
} from 'lucide-react';
import { type ComponentProps, useState } from 'react';

/** Where the "Move…" menu can send a card. */
export type MoveTarget =
  | { kind: 'status'; status: TaskStatus }
  | { kind: 'state'; stateId: string }
  | { kind: 'top' | 'up' | 'down' | 'bottom' };

/** A workflow state the menu offers, on a board of states. */
export interface MoveMenuState {
  id: string;
  name: string;
  /** The status its tasks have, for the icon. */
  status: TaskStatus;
  /** Whether the workflow allows moving the card there. */
  allowed: boolean;
}

/** What the menu needs from the board, read when it opens (so it is never stale). */
export interface CardMoveControls {
  /** The card's column, its 1-based place and the column's length. */
  placeOf: (
    taskId: string,
  ) => { status: TaskStatus; stateId?: string; index: number; count: number } | null;
  /** The board's workflow states (its own columns), or `null` on a board of statuses. */
  states: (taskId: string) => ReadonlyArray<MoveMenuState> | null;
  /** Whether the workflow allows moving the card to `status`. */
  canMoveTo: (taskId: string, status: TaskStatus) => boolean;
  /** Moves the card. */
  move: (taskId: string, target: MoveTarget) => void;
  /** The workspace's other boards the card can move to (not archived). */
  otherBoards: (taskId: string) => ReadonlyArray<{ id: string; name: string }>;
  /** Moves the card to the bottom of its status on another board. */
  moveToBoard: (taskId: string, boardId: string) => void;
}

/** Props of {@link CardMoveMenu}. */
export interface CardMoveMenuProps {
  task: BoardTask;
  /** The card is the board's tab stop: Tab from it reaches this menu. */
  tabbable: boolean;
  controls: CardMoveControls;
}

/** The keys that open a menu from its trigger, as Radix's trigger takes them. */
const OPEN_KEYS = new Set(['Enter', ' ', 'ArrowDown']);

/**
 * A card's "Move…" menu: to another column (the board's workflow states, or its statuses;
 * those the workflow allows), to the top or bottom
 * of its column, one place up or down, or to another board of the workspace. One click or
 * Enter on the item; the move is announced and focus returns to the card in its new place
 * (or, when it left the board, to its neighbour).
 *
 * Until first used it is a plain button that looks and reads the same: a board mounts a
 * hundred cards and more at once, and again as columns scroll and cards move, and a menu's
 * trigger, popper and presence machinery on each would cost more than the card itself.
 */
export function CardMoveMenu(props: CardMoveMenuProps) {
  const [armed, setArmed] = useState(false);
  if (armed) return <ArmedMoveMenu {...props} />;
  return (
    <MoveButton
      {...props}
      aria-haspopup="menu"
      aria-expanded={false}
      data-state="closed"
      onPointerDown={(event) => {
        if (event.defaultPrevented || event.button !== 0 || event.ctrlKey) return;
        // As Radix's trigger: the press opens the menu, and the button takes no focus first.
        event.preventDefault();
        setArmed(true);
      }}
      onKeyDown={(event) => {
        if (!OPEN_KEYS.has(event.key)) return;
        event.preventDefault();
        setArmed(true);
      }}
    />
  );
}

/** The menu's button, before and after the menu is mounted. */
function MoveButton({
  task,
  tabbable,
  controls: _controls,
  ...props
}: CardMoveMenuProps & Omit<ComponentProps<'button'>, 'children'>) {
  return (
    <IconButton
      label={`Move #${task.number}…`}
      icon={<MoreHorizontal />}
      size="sm"
      tooltip={false}
      tabIndex={tabbable ? 0 : -1}
      {...props}
    />
  );
}

/** The menu once used, open from the start; what it offers is read each time it opens. */
function ArmedMoveMenu({ task, tabbable, controls }: CardMoveMenuProps) {
  const [open, setOpen] = useState(true);
  const [place, setPlace] = useState(() => controls.placeOf(task.id));
  const [boards, setBoards] = useState(() => controls.otherBoards(task.id));
  const [states, setStates] = useState(() => controls.states(task.id));
  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) return;
    setPlace(controls.placeOf(task.id));
    setBoards(controls.otherBoards(task.id));
    setStates(controls.states(task.id));
  };
  return (
    <DropdownMenu open={open} onOpenChange={onOpenChange}>
      <DropdownMenuTrigger asChild>
        <MoveButton task={task} tabbable={tabbable} controls={controls} />
      </DropdownMenuTrigger>
      <DropdownMenuContent
        align="end"
        // Focus goes to the moved card (see the board), not back to this button.
        onCloseAutoFocus={(event) => event.preventDefault()}
      >
        <MoveMenuItems
          task={task}
          controls={controls}
          place={place}
          boards={boards}
          states={states}
        />
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/** What the open menu shows, read from the board when it opened. */
interface MoveMenuItemsProps {
  task: BoardTask;
  controls: CardMoveControls;
  place: ReturnType<CardMoveControls['placeOf']>;
  boards: ReturnType<CardMoveControls['otherBoards']>;
  states: ReturnType<CardMoveControls['states']>;
}

function MoveMenuItems({ task, controls, place, boards, states }: MoveMenuItemsProps) {
  const move = (target: MoveTarget) => controls.move(task.id, target);
  return (
    <>
      <DropdownMenuLabel>Move #{task.number} to</DropdownMenuLabel>
      {states
        ? states
            .filter((state) => state.id !== place?.stateId)
            .map((state) => (
              <DropdownMenuItem
                key={state.id}
                icon={<StatusIcon status={state.status} />}
                disabled={!state.allowed}
                onSelect={() => move({ kind: 'state', stateId: state.id })}
              >
                {state.name}
              </DropdownMenuItem>
            ))
        : TASK_STATUSES.filter((status) => status !== place?.status).map((status) => (
            <DropdownMenuItem
              key={status}
              icon={<StatusIcon status={status} />}
              disabled={!controls.canMoveTo(task.id, status)}
              onSelect={() => move({ kind: 'status', status })}
            >
              {STATUS_LABELS[status]}
            </DropdownMenuItem>
          ))}
      <DropdownMenuSeparator />
      <DropdownMenuItem
        icon={<ArrowUpToLine />}
        disabled={!place || place.index <= 1}
        onSelect={() => move({ kind: 'top' })}
      >
        Top of the column
      </DropdownMenuItem>
      <DropdownMenuItem
        icon={<ArrowUp />}
        disabled={!place || place.index <= 1}
        onSelect={() => move({ kind: 'up' })}
      >
        Up one place
      </DropdownMenuItem>
      <DropdownMenuItem
        icon={<ArrowDown />}
        disabled={!place || place.index >= place.count}
        onSelect={() => move({ kind: 'down' })}
      >
        Down one place
      </DropdownMenuItem>
      <DropdownMenuItem
        icon={<ArrowDownToLine />}
        disabled={!place || place.index >= place.count}
        onSelect={() => move({ kind: 'bottom' })}
      >
        Bottom of the column
      </DropdownMenuItem>
      {boards.length > 0 ? (
        <>
          <DropdownMenuSeparator />
          <DropdownMenuLabel>To another board</DropdownMenuLabel>
          {boards.map((board) => (
            <DropdownMenuItem
              key={board.id}
              icon={<KanbanSquare />}
              onSelect={() => controls.moveToBoard(task.id, board.id)}
            >
              {board.name}
            </DropdownMenuItem>
          ))}
        </>
      ) : null}
    </>
  );
}
