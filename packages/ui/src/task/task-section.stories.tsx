import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../actions/button';
import { TaskSection } from './task-section';

const meta = {
  title: 'Task/TaskSection',
  component: TaskSection,
  args: {
    title: 'Attachments',
    count: 3,
    children: (
      <>
        <p className="text-muted text-sm">Three files.</p>
        <Button size="sm" variant="ghost">
          Show older
        </Button>
      </>
    ),
  },
} satisfies Meta<typeof TaskSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithCount: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: /^Attachments,\s*3$/ })).toBeVisible();
  },
};

export const WithoutCount: Story = { args: { title: 'Comments', count: undefined } };

export const DarkTheme: Story = { globals: { theme: 'dark' } };
