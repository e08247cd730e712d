import type { Meta, StoryObj } from '@storybook/react-vite';
import { CircleDashed, Trash2, UserRound } from 'lucide-react';
import * as React from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../actions/button';
import { Board } from './board';
import type { TaskSelectMode } from './board-selection';
import { BulkActionBar } from './bulk-action-bar';
import { STORY_NOW, sampleTasks } from './fixtures';

/** A board with a selection, as an app keeps one: toggles and ranges in the board's order. */
function SelectableBoard({ onAction }: { onAction: (name: string) => void }) {
  const [selected, setSelected] = React.useState<ReadonlySet<string>>(new Set());
  const anchor = React.useRef<string | null>(null);
  const order = sampleTasks.map((task) => task.id);
  const onSelectTask = React.useCallback(
    (taskId: string, mode: TaskSelectMode) => {
      setSelected((current) => {
        const next = new Set(current);
        if (mode === 'range' && anchor.current) {
          const [from, to] = [order.indexOf(anchor.current), order.indexOf(taskId)].sort(
            (a, b) => a - b,
          );
          for (const id of order.slice(from, (to ?? 0) + 1)) next.add(id);
        } else if (next.has(taskId)) next.delete(taskId);
        else next.add(taskId);
        anchor.current = taskId;
        return next;
      });
    },
    [order],
  );
  return (
    <div className="h-[calc(100vh-3rem)]">
      <Board
        tasks={sampleTasks}
        now={STORY_NOW}
        selectedIds={selected}
        onSelectTask={onSelectTask}
      />
      <BulkActionBar
        count={selected.size}
        matching={sampleTasks.length}
        onSelectAll={() => setSelected(new Set(order))}
        onClear={() => setSelected(new Set())}
      >
        <Button variant="ghost" size="sm" onClick={() => onAction('state')}>
          <CircleDashed aria-hidden="true" />
          State
        </Button>
        <Button variant="ghost" size="sm" onClick={() => onAction('assignee')}>
          <UserRound aria-hidden="true" />
          Assignee
        </Button>
        <Button variant="ghost" size="sm" onClick={() => onAction('delete')}>
          <Trash2 aria-hidden="true" />
          Delete
        </Button>
      </BulkActionBar>
    </div>
  );
}

const meta = {
  title: 'Board/BulkActionBar',
  component: BulkActionBar,
  args: { count: 3, matching: 12, onSelectAll: fn(), onClear: fn() },
} satisfies Meta<typeof BulkActionBar>;

export default meta;
type Story = StoryObj<typeof meta>;

const card = (root: HTMLElement, number: number) =>
  within(root).getByRole('button', { name: new RegExp(`^#${number} `) });

/** Ctrl+click, Shift+click and `x` select cards; the bar counts them and clears them. */
export const SelectingCards: Story = {
  render: () => <SelectableBoard onAction={fn()} />,
  play: async ({ canvasElement }) => {
    const root = canvasElement.ownerDocument.body;
    // One session, so a held modifier reaches the click.
    const user = userEvent.setup();
    const first = card(root, sampleTasks[0]?.number ?? 0);
    await user.keyboard('{Control>}');
    await user.click(first);
    await user.keyboard('{/Control}');
    await expect(first).toHaveAttribute('aria-pressed', 'true');
    const bar = within(root).getByRole('toolbar', { name: 'Bulk actions' });
    await expect(bar).toHaveTextContent('1 selected');

    await user.keyboard('{Shift>}');
    await user.click(card(root, sampleTasks[2]?.number ?? 0));
    await user.keyboard('{/Shift}');
    await expect(bar).toHaveTextContent('3 selected');

    first.focus();
    await user.keyboard('x');
    await expect(first).not.toHaveAttribute('aria-pressed');
    await expect(bar).toHaveTextContent('2 selected');

    await user.click(within(bar).getByRole('button', { name: `Select all ${sampleTasks.length}` }));
    await expect(bar).toHaveTextContent(`${sampleTasks.length} selected`);
    await user.click(within(bar).getByRole('button', { name: 'Clear selection' }));
    await expect(within(root).queryByRole('toolbar', { name: 'Bulk actions' })).toBeNull();
  },
};

/** The bar alone, with an offer to select everything matching. */
export const Bar: Story = {
  render: (args) => (
    <BulkActionBar {...args}>
      <Button variant="ghost" size="sm">
        <CircleDashed aria-hidden="true" />
        State
      </Button>
    </BulkActionBar>
  ),
  play: async ({ args, canvasElement }) => {
    const bar = within(canvasElement.ownerDocument.body).getByRole('toolbar', {
      name: 'Bulk actions',
    });
    await userEvent.click(within(bar).getByRole('button', { name: 'Select all 12' }));
    await expect(args.onSelectAll).toHaveBeenCalled();
  },
};
