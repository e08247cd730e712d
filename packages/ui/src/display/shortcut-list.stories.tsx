import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ShortcutList } from './shortcut-list';

const meta = {
  title: 'Display/ShortcutList',
  component: ShortcutList,
  args: {
    shortcuts: [
      { keys: ['Ctrl', 'K'], description: 'Command palette' },
      { keys: ['C'], description: 'New task' },
      { keys: ['←', '↑', '↓', '→'], description: 'Move between cards' },
    ],
  },
  decorators: [(Story) => <div className="max-w-sm">{Story()}</div>],
} satisfies Meta<typeof ShortcutList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('kbd')).toHaveLength(7);
  },
};

export const DarkTheme: Story = { globals: { theme: 'dark' } };
