import type { Meta, StoryObj } from '@storybook/react-vite';
import * as React from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Board, type BoardProps } from './board';
import type { BoardTask } from './board-task';
import { STORY_NOW } from './fixtures';
import { applyStateMove, teamColumns, teamTasks } from './state-fixtures';

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

const meta = {
  title: 'Board/Board with workflow states',
  component: Board,
  args: {
    tasks: teamTasks,
    columns: teamColumns,
    now: STORY_NOW,
    onStateMove: fn(),
    onOpenTask: fn(),
    onCreateTask: fn(),
  },
  render: (args) => (
    <div className="h-[calc(100vh-3rem)]">
      <StatefulStateBoard {...args} />
    </div>
  ),
} satisfies Meta<typeof Board>;

export default meta;
type Story = StoryObj<typeof meta>;

const column = (root: HTMLElement, name: string) =>
  within(root).getByRole('region', { name: new RegExp(`^${name}`) });

const liveRegion = (root: HTMLElement) =>
  root.ownerDocument.querySelector('[id^="DndLiveRegion"]') as HTMLElement;

/** The team's own columns, in their order, with QA past its WIP limit of 2. */
export const CustomStates: Story = {
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
export const SingleColumn: Story = {
  args: { columns: teamColumns.slice(0, 1) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('heading', { level: 2 })).toHaveLength(1);
  },
};

export const DarkTheme: Story = { globals: { theme: 'dark' } };
