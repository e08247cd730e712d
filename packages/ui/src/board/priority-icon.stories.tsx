import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { TASK_PRIORITIES } from '../domain/schemas';
import { PRIORITY_LABELS } from './labels';
import { PriorityIcon } from './priority-icon';

const meta = {
  title: 'Board/PriorityIcon',
  component: PriorityIcon,
  args: { priority: 'high' },
} satisfies Meta<typeof PriorityIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

const All: Story = {
  render: () => (
    <ul className="flex flex-col gap-2 text-sm">
      {TASK_PRIORITIES.map((priority) => (
        <li key={priority} className="flex items-center gap-2">
          <PriorityIcon priority={priority} />
          <span aria-hidden="true">{PRIORITY_LABELS[priority]}</span>
        </li>
      ))}
    </ul>
  ),
};

export const AllPriorities: Story = {
  ...All,
  play: async ({ canvas }) => {
    for (const name of ['No priority', 'Low', 'Medium', 'High', 'Urgent']) {
      await expect(canvas.getByRole('img', { name: `Priority: ${name}` })).toBeVisible();
    }
  },
};

export const Decorative: Story = {
  args: { labelled: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

export const DarkTheme: Story = { ...All, globals: { theme: 'dark' } };
