import type { Meta, StoryObj } from '@storybook/react-vite';
import { ChevronRight, ListFilter, Plus, Search } from 'lucide-react';
import * as React from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../actions/button';
import { IconButton } from '../actions/icon-button';
import { AvatarStack } from '../display/avatar-stack';
import { Kbd } from '../display/kbd';
import { Board, type BoardProps } from './board';
import type { BoardTask } from './board-task';
import { applyMove, makeTasks, people, STORY_NOW, sampleTasks } from './fixtures';
import { applyStateMove, teamColumns, teamTasks } from './state-fixtures';

/** A board that applies its own moves, as an app does with an optimistic update. */
function StatefulBoard({ tasks: initial, onMove, ...props }: BoardProps) {
  const [tasks, setTasks] = React.useState<ReadonlyArray<BoardTask>>(initial);
  return (
    <Board
      {...props}
      tasks={tasks}
      onMove={(move) => {
        onMove?.(move);
        setTasks((current) => applyMove(current, move));
      }}
    />
  );
}

/**
 * A board whose moves land `delay` ms after the drop (50 by default), as an app's asynchronous
 * cache write does.
 */
function LateBoard({
  tasks: initial,
  onMove,
  delay = 50,
  ...props
}: BoardProps & { delay?: number }) {
  const [tasks, setTasks] = React.useState<ReadonlyArray<BoardTask>>(initial);
  return (
    <Board
      {...props}
      tasks={tasks}
      onMove={(move) => {
        onMove?.(move);
        setTimeout(() => setTasks((current) => applyMove(current, move)), delay);
      }}
    />
  );
}

const meta = {
  title: 'Board/Board',
  component: Board,
  args: {
    tasks: sampleTasks,
    now: STORY_NOW,
    onMove: fn(),
    onOpenTask: fn(),
    onCreateTask: fn(),
  },
  render: (args) => (
    <div className="h-[calc(100vh-3rem)]">
      <StatefulBoard {...args} />
    </div>
  ),
} satisfies Meta<typeof Board>;

export default meta;
type Story = StoryObj<typeof meta>;

const card = (root: HTMLElement, number: number) =>
  within(root).getByRole('button', { name: new RegExp(`^#${number} `) });

const column = (root: HTMLElement, name: string) =>
  within(root).getByRole('region', { name: new RegExp(`^${name}`) });

/** dnd-kit's live region, where moves are announced. */
const liveRegion = (root: HTMLElement) =>
  root.ownerDocument.querySelector('[id^="DndLiveRegion"]') as HTMLElement;

/** Picks #88 up in Todo, moves it right to In Progress and drops it there. */
async function dropIntoInProgress(canvasElement: HTMLElement) {
  card(canvasElement, 88).focus();
  await userEvent.keyboard(' ');
  await waitFor(() =>
    expect(liveRegion(canvasElement)).toHaveTextContent(/Task #88, .* Todo, position 2 of 3/),
  );
  await userEvent.keyboard('{ArrowRight}');
  await waitFor(
    () => expect(liveRegion(canvasElement)).toHaveTextContent(/Task #88, .* is over In Progress/),
    { timeout: 3000 },
  );
  await userEvent.keyboard(' ');
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(column(canvasElement, 'Todo')).toHaveTextContent('3 tasks');
    await expect(
      within(column(canvasElement, 'In Progress')).getAllByRole('button', { name: /^#/ }),
    ).toHaveLength(2);
  },
};

export const KeyboardMoveBetweenColumns: Story = {
  play: async ({ args, canvasElement }) => {
    await dropIntoInProgress(canvasElement);
    await waitFor(() => expect(args.onMove).toHaveBeenCalledOnce());
    const { taskId, toStatus } = (args.onMove as ReturnType<typeof fn>).mock.calls[0]?.[0] ?? {};
    await expect([taskId, toStatus]).toEqual(['t-88', 'in_progress']);
    await waitFor(() =>
      expect(
        within(column(canvasElement, 'In Progress')).getByRole('button', { name: /^#88 / }),
      ).toBeVisible(),
    );
    await expect(liveRegion(canvasElement)).toHaveTextContent(/dropped in In Progress/);
    // Focus follows the card to its new column, so the next move can start right away.
    await waitFor(() => expect(card(canvasElement, 88)).toHaveFocus());
  },
};

/** ArrowLeft goes to the previous column (not the card's own column, which starts left of it). */
export const KeyboardMoveLeft: Story = {
  play: async ({ args, canvasElement }) => {
    card(canvasElement, 88).focus();
    await userEvent.keyboard(' ');
    await waitFor(() =>
      expect(liveRegion(canvasElement)).toHaveTextContent(/Task #88, .* Todo, position 2 of 3/),
    );
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(
      () => expect(liveRegion(canvasElement)).toHaveTextContent(/Task #88, .* is over Backlog/),
      { timeout: 3000 },
    );
    await userEvent.keyboard(' ');
    await waitFor(() => expect(args.onMove).toHaveBeenCalledOnce());
    const { taskId, toStatus } = (args.onMove as ReturnType<typeof fn>).mock.calls[0]?.[0] ?? {};
    await expect([taskId, toStatus]).toEqual(['t-88', 'backlog']);
  },
};

/** A tall empty column still takes a card moved into it from the keyboard. */
export const KeyboardMoveIntoEmptyColumn: Story = {
  args: { tasks: sampleTasks.filter((task) => task.status !== 'in_review') },
  play: async ({ args, canvasElement }) => {
    card(canvasElement, 77).focus();
    await userEvent.keyboard(' ');
    await waitFor(() =>
      expect(liveRegion(canvasElement)).toHaveTextContent(/Task #77, .* In Progress/),
    );
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(
      () => expect(liveRegion(canvasElement)).toHaveTextContent(/Task #77, .* is over In Review/),
      { timeout: 3000 },
    );
    await userEvent.keyboard(' ');
    await waitFor(() =>
      expect(args.onMove).toHaveBeenCalledWith({
        taskId: 't-77',
        toStatus: 'in_review',
        aboveId: null,
        belowId: null,
      }),
    );
  },
};

const cardMenu = fn();

/** Controls beside each card (a "Move…" menu): reachable with Tab from the card, or a click. */
export const CardActions: Story = {
  args: {
    cardActions: (task, { tabbable }) => (
      <IconButton
        label={`Move #${task.number}…`}
        icon={<ChevronRight />}
        size="sm"
        tooltip={false}
        tabIndex={tabbable ? 0 : -1}
        onClick={() => cardMenu(task.id)}
      />
    ),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Move #88…' }));
    await expect(cardMenu).toHaveBeenCalledWith('t-88');
    // The card did not open: the control is beside it, not inside it.
    await expect(args.onOpenTask).not.toHaveBeenCalled();
    card(canvasElement, 42).focus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Move #42…' })).toHaveFocus();
  },
};

/** A board whose tasks change from outside it, as a teammate's live edits change them. */
function LiveBoard({ tasks: initial, ...props }: BoardProps) {
  const [tasks, setTasks] = React.useState<ReadonlyArray<BoardTask>>(initial);
  const rename = (id: string, title: string) =>
    setTasks((current) => current.map((task) => (task.id === id ? { ...task, title } : task)));
  return (
    <div className="flex h-full flex-col gap-2">
      <div className="flex gap-2">
        <Button onClick={() => rename('t-88', 'Invite by link')}>Rename #88</Button>
        <Button
          onClick={() =>
            setTasks((current) =>
              applyMove(current, {
                taskId: 't-42',
                toStatus: 'done',
                aboveId: null,
                belowId: null,
              }),
            )
          }
        >
          Move #42 to Done
        </Button>
      </div>
      <Board {...props} tasks={tasks} />
    </div>
  );
}

/**
 * Live changes reach the cards they change: a column re-renders when one of its tasks changed,
 * and a moved card shows in its new column.
 */
export const LiveChangesReachTheirCards: Story = {
  render: (args) => (
    <div className="h-[calc(100vh-3rem)]">
      <LiveBoard {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Rename #88' }));
    await expect(card(canvasElement, 88)).toHaveTextContent('Invite by link');
    await userEvent.click(canvas.getByRole('button', { name: 'Move #42 to Done' }));
    await expect(
      within(column(canvasElement, 'Done')).getByRole('button', { name: /^#42 / }),
    ).toBeVisible();
    await expect(
      within(column(canvasElement, 'Todo')).queryByRole('button', { name: /^#42 / }),
    ).toBeNull();
    await expect(card(canvasElement, 88)).toHaveTextContent('Invite by link');
  },
};

/** The app updates its tasks after `onMove` returns: focus still follows the card. */
export const FocusFollowsALateUpdate: Story = {
  render: (args) => (
    <div className="h-[calc(100vh-3rem)]">
      <LateBoard {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await dropIntoInProgress(canvasElement);
    await waitFor(() =>
      expect(
        within(column(canvasElement, 'In Progress')).getByRole('button', { name: /^#88 / }),
      ).toHaveFocus(),
    );
  },
};

/**
 * A dropped card stays where it was dropped until the app's tasks follow: it never goes back to
 * its old column for the moment between.
 */
export const DropShownUntilTasksFollow: Story = {
  render: (args) => (
    <div className="h-[calc(100vh-3rem)]">
      <LateBoard {...args} delay={500} />
    </div>
  ),
  play: async ({ args, canvasElement }) => {
    await dropIntoInProgress(canvasElement);
    await expect(args.onMove).toHaveBeenCalledOnce();
    // Checked at once, before the app's tasks have the move.
    await expect(
      within(column(canvasElement, 'In Progress')).getByRole('button', { name: /^#88 / }),
    ).toBeVisible();
    await expect(
      within(column(canvasElement, 'Todo')).queryByRole('button', { name: /^#88 / }),
    ).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 700));
    await expect(
      within(column(canvasElement, 'In Progress')).getByRole('button', { name: /^#88 / }),
    ).toHaveFocus();
  },
};

/** An app that refuses a move by returning `false` from `onMove` has the card back at once. */
export const RefusedDropGoesBack: Story = {
  render: (args) => (
    <div className="h-[calc(100vh-3rem)]">
      <Board
        {...args}
        onMove={(move) => {
          args.onMove?.(move);
          return false;
        }}
      />
    </div>
  ),
  play: async ({ args, canvasElement }) => {
    await dropIntoInProgress(canvasElement);
    await expect(args.onMove).toHaveBeenCalledOnce();
    await expect(
      within(column(canvasElement, 'Todo')).getByRole('button', { name: /^#88 / }),
    ).toBeVisible();
  },
};

export const KeyboardMoveWithinColumn: Story = {
  play: async ({ args, canvasElement }) => {
    card(canvasElement, 42).focus();
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() =>
      expect(liveRegion(canvasElement)).toHaveTextContent(
        /Task #42, .* is over Todo, position 2 of 3/,
      ),
    );
    await userEvent.keyboard(' ');
    await waitFor(() =>
      expect(args.onMove).toHaveBeenCalledWith({
        taskId: 't-42',
        toStatus: 'todo',
        aboveId: 't-88',
        belowId: 't-90',
      }),
    );
    const todo = within(column(canvasElement, 'Todo')).getAllByRole('button', { name: /^#/ });
    await expect(todo.map((element) => element.dataset.taskId)).toEqual(['t-88', 't-42', 't-90']);
  },
};

export const EscapeCancelsAMove: Story = {
  play: async ({ args, canvasElement }) => {
    card(canvasElement, 88).focus();
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.keyboard('{Escape}');
    await waitFor(() =>
      expect(liveRegion(canvasElement)).toHaveTextContent(/was cancelled. It is back in Todo/),
    );
    await expect(args.onMove).not.toHaveBeenCalled();
    // The card is hidden while the overlay animates back onto it.
    await waitFor(
      () =>
        expect(
          within(column(canvasElement, 'Todo')).getByRole('button', { name: /^#88 / }),
        ).toBeVisible(),
      { timeout: 3000 },
    );
  },
};

/**
 * A picked-up card keeps focus as it moves (Tab does not take it away), says each place, and
 * Enter drops it without opening it. One live region says it all.
 */
export const KeyboardMoveKeepsFocus: Story = {
  play: async ({ args, canvasElement }) => {
    const documentRoot = canvasElement.ownerDocument;
    await expect(documentRoot.querySelectorAll('[id^="DndLiveRegion"]')).toHaveLength(1);
    await expect(card(canvasElement, 42)).toHaveAccessibleDescription(/Press Space to pick it up/);
    card(canvasElement, 42).focus();
    await userEvent.keyboard(' ');
    await waitFor(() =>
      expect(liveRegion(canvasElement)).toHaveTextContent(
        /Picked up Task #42, .* Todo, position 1/,
      ),
    );
    await expect(card(canvasElement, 42)).toHaveAttribute('aria-pressed', 'true');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await waitFor(() =>
      expect(liveRegion(canvasElement)).toHaveTextContent(
        /Task #42, .* is over Todo, position 3 of 3/,
      ),
    );
    await expect(card(canvasElement, 42)).toHaveFocus();
    await userEvent.tab();
    await expect(card(canvasElement, 42)).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() =>
      expect(liveRegion(canvasElement)).toHaveTextContent(
        /Task #42, .* is over In Progress, position 3 of 3/,
      ),
    );
    await expect(
      within(column(canvasElement, 'In Progress')).getByRole('button', { name: /^#42 / }),
    ).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(args.onMove).toHaveBeenCalledWith({
        taskId: 't-42',
        toStatus: 'in_progress',
        aboveId: 't-81',
        belowId: null,
      }),
    );
    await expect(args.onOpenTask).not.toHaveBeenCalled();
    await expect(liveRegion(canvasElement)).toHaveTextContent(
      /Task #42, .* dropped in In Progress, position 3 of 3/,
    );
    await waitFor(() => expect(card(canvasElement, 42)).toHaveFocus());
    await expect(card(canvasElement, 42)).not.toHaveAttribute('aria-pressed');
  },
};

/** A pointer press anywhere puts a card picked up from the keyboard back. */
export const PointerPressCancelsAKeyboardMove: Story = {
  play: async ({ args, canvasElement }) => {
    card(canvasElement, 88).focus();
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() =>
      expect(liveRegion(canvasElement)).toHaveTextContent(/Task #88, .* is over In Progress/),
    );
    await userEvent.click(column(canvasElement, 'Done'));
    await waitFor(() =>
      expect(liveRegion(canvasElement)).toHaveTextContent(/was cancelled. It is back in Todo/),
    );
    await expect(
      within(column(canvasElement, 'Todo')).getByRole('button', { name: /^#88 / }),
    ).toBeVisible();
    // The arrow keys move focus again, and Space would pick a card up anew.
    await userEvent.keyboard(' ');
    await expect(args.onMove).not.toHaveBeenCalled();
  },
};

/** Keyboard moves in a virtualised column: down past other cards, and into the next column. */
export const KeyboardMoveInALongColumn: Story = {
  args: { tasks: makeTasks(1_000, ['todo']), statuses: ['todo', 'in_progress'] },
  play: async ({ args, canvasElement }) => {
    const todo = column(canvasElement, 'Todo');
    await waitFor(() =>
      expect(within(todo).getAllByRole('button', { name: /^#/ }).length).toBeGreaterThan(3),
    );
    card(canvasElement, 1).focus();
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    await waitFor(() =>
      expect(liveRegion(canvasElement)).toHaveTextContent(
        /Task #1, .* is over Todo, position 4 of 1000/,
      ),
    );
    await expect(card(canvasElement, 1)).toHaveFocus();
    await userEvent.keyboard(' ');
    await waitFor(() =>
      expect(args.onMove).toHaveBeenCalledWith({
        taskId: 'task-1',
        toStatus: 'todo',
        aboveId: 'task-4',
        belowId: 'task-5',
      }),
    );
    await waitFor(() => expect(card(canvasElement, 1)).toHaveFocus());
    // Into the empty column beside it, and back with Escape.
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() =>
      expect(liveRegion(canvasElement)).toHaveTextContent(
        /Task #1, .* is over In Progress, position 1 of 1/,
      ),
    );
    await expect(card(canvasElement, 1)).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() =>
      expect(liveRegion(canvasElement)).toHaveTextContent(/was cancelled. It is back in Todo/),
    );
    await expect(args.onMove).toHaveBeenCalledOnce();
  },
};

export const ArrowKeysMoveFocus: Story = {
  play: async ({ args, canvasElement }) => {
    // One tab stop for all the cards: the first one, after the first column's create button.
    await userEvent.tab();
    await userEvent.tab();
    await expect(card(canvasElement, 101)).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(card(canvasElement, 97)).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(card(canvasElement, 88)).toHaveFocus());
    await userEvent.keyboard('{ArrowUp}');
    await waitFor(() => expect(card(canvasElement, 42)).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpenTask).toHaveBeenCalledWith('t-42');
    await expect(args.onMove).not.toHaveBeenCalled();
  },
};

export const CreateFromColumn: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Create task in In Review' }),
    );
    await expect(args.onCreateTask).toHaveBeenCalledWith('in_review', 'in_review');
  },
};

export const Empty: Story = {
  args: { tasks: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText('No tasks')).toHaveLength(5);
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Board' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(within(canvasElement).queryAllByRole('button', { name: /^#/ })).toHaveLength(0);
  },
};

export const ReadOnly: Story = {
  args: { readOnly: true, onCreateTask: undefined },
  play: async ({ args, canvasElement }) => {
    card(canvasElement, 88).focus();
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.keyboard(' ');
    await expect(args.onMove).not.toHaveBeenCalled();
    await expect(within(canvasElement).queryByRole('button', { name: /Create task/ })).toBeNull();
  },
};

export const LongColumnIsVirtualised: Story = {
  args: { tasks: makeTasks(1_000, ['todo']), statuses: ['todo', 'in_progress'] },
  play: async ({ canvasElement }) => {
    const todo = column(canvasElement, 'Todo');
    await expect(todo).toHaveTextContent('1,000 tasks');
    // The virtualiser renders once it has measured the scrolling column.
    await waitFor(() =>
      expect(within(todo).getAllByRole('button', { name: /^#/ }).length).toBeGreaterThan(3),
    );
    const rendered = within(todo).getAllByRole('button', { name: /^#/ }).length;
    await expect(rendered).toBeLessThan(40);
  },
};

export const RightToLeft: Story = { globals: { dir: 'rtl' } };

export const DarkTheme: Story = { globals: { theme: 'dark' } };

/** 5,000 cards: the benchmark (`pnpm bench`) opens this story. */
export const FiveThousandCards: Story = {
  args: { tasks: makeTasks(5_000) },
  play: async ({ canvasElement }) => {
    await expect(column(canvasElement, 'Backlog')).toHaveTextContent('1,000 tasks');
  },
};

/** The board as the app shows it: the board header with presence and actions above it. */
function BoardScreen(args: BoardProps) {
  return (
    <div className="-m-6 flex h-screen flex-col bg-canvas">
      <header className="flex h-14 shrink-0 items-center gap-3 border-border border-b bg-surface px-5">
        <nav aria-label="Breadcrumb" className="flex items-center gap-1.5 text-sm">
          <span className="text-muted">Acme</span>
          <ChevronRight aria-hidden="true" className="size-3.5 text-faint" />
          <h1 className="font-semibold text-fg">Product roadmap</h1>
        </nav>
        <div className="ms-auto flex items-center gap-2">
          <AvatarStack people={people} max={4} />
          <Button variant="ghost" size="sm">
            <Search /> Search <Kbd>/</Kbd>
          </Button>
          <Button variant="secondary" size="sm">
            <ListFilter /> Filter
          </Button>
          <Button variant="primary" size="sm">
            <Plus /> New task
          </Button>
        </div>
      </header>
      <div className="min-h-0 flex-1 p-4">
        <StatefulBoard {...args} aria-label="Product roadmap" />
      </div>
    </div>
  );
}

export const InContext: Story = {
  render: (args) => <BoardScreen {...args} />,
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('img', { name: /^Viewing now: Ada Lovelace, / }),
    ).toHaveTextContent('+2');
    await expect(column(canvasElement, 'Todo')).toHaveTextContent('3 tasks');
  },
};

export const InContextDarkTheme: Story = { ...InContext, globals: { theme: 'dark' } };

/** A board of workflow states that applies its own moves, as an app does optimistically. */
function StatefulStateBoard({ tasks: initial, onStateMove, ...props }: BoardProps) {
  const [tasks, setTasks] = React.useState<ReadonlyArray<BoardTask>>(initial);
  return (
    <Board
      {...props}
      tasks={tasks}
      onStateMove={(move) => {
        onStateMove?.(move);
        setTasks((current) => applyStateMove(current, move));
      }}
    />
  );
}

/** The stories below: a board of a team's own workflow states, one past its WIP limit. */
const stateArgs = { tasks: teamTasks, columns: teamColumns, onStateMove: fn() };

function renderStates(args: BoardProps) {
  return (
    <div className="h-[calc(100vh-3rem)]">
      <StatefulStateBoard {...args} />
    </div>
  );
}

/** The team's own columns, in their order, with QA past its WIP limit of 2. */
export const CustomStates: Story = {
  args: stateArgs,
  render: renderStates,
  play: async ({ canvasElement }) => {
    const names = within(canvasElement)
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    await expect(names).toEqual(['Ideas', 'Ready', 'Doing', 'QA', 'Shipped']);
    const qa = column(canvasElement, 'QA');
    await expect(qa).toHaveTextContent('3 / 2');
    await expect(qa).toHaveTextContent('3 tasks, limit 2, over the limit');
  },
};

/** A card moved from the keyboard into an added state is reported with the state's id. */
export const KeyboardMoveIntoState: Story = {
  args: stateArgs,
  render: renderStates,
  play: async ({ args, canvasElement }) => {
    const doing = column(canvasElement, 'Doing');
    const first = within(doing).getAllByRole('button', { name: /^#/ })[0] as HTMLElement;
    first.focus();
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(liveRegion(canvasElement)).toHaveTextContent(/is over QA/), {
      timeout: 3000,
    });
    await userEvent.keyboard(' ');
    await waitFor(() => expect(args.onStateMove).toHaveBeenCalledOnce());
    const move = (args.onStateMove as ReturnType<typeof fn>).mock.calls[0]?.[0];
    await expect(move).toMatchObject({ stateId: 's-qa' });
    await expect(liveRegion(canvasElement)).toHaveTextContent(/dropped in QA/);
    await waitFor(() => expect(column(canvasElement, 'QA')).toHaveTextContent('4 / 2'));
  },
};

/** One column is a board too. */
export const SingleStateColumn: Story = {
  args: { ...stateArgs, columns: teamColumns.slice(0, 1) },
  render: renderStates,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('heading', { level: 2 })).toHaveLength(1);
  },
};

export const StatesInDarkTheme: Story = {
  args: stateArgs,
  render: renderStates,
  globals: { theme: 'dark' },
};
