import type { Meta, StoryObj } from '@storybook/react-vite';
import { Kanban, List } from 'lucide-react';
import * as React from 'react';
import { expect, userEvent } from 'storybook/test';
import { SegmentedControl } from './segmented-control';

function Views({ initial = 'board' }: { initial?: 'board' | 'list' }) {
  const [view, setView] = React.useState(initial);
  return (
    <SegmentedControl
      aria-label="View"
      value={view}
      onValueChange={setView}
      choices={[
        { value: 'board', label: 'Board', 'aria-label': 'Board view', icon: <Kanban /> },
        { value: 'list', label: 'List', 'aria-label': 'List view', icon: <List /> },
      ]}
    />
  );
}

const meta = { title: 'Navigation/SegmentedControl', component: Views } satisfies Meta<
  typeof Views
>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const board = canvas.getByRole('radio', { name: 'Board view' });
    await expect(board).toBeChecked();
    board.focus();
    await userEvent.keyboard('{ArrowRight}');
    const list = canvas.getByRole('radio', { name: 'List view' });
    await expect(list).toBeChecked();
    await expect(list).toHaveFocus();
    await userEvent.click(board);
    await expect(board).toBeChecked();
  },
};

export const Dark: Story = { args: { initial: 'list' }, globals: { theme: 'dark' } };
