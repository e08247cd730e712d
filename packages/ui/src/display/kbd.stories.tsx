import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Kbd } from './kbd';

const meta = {
  title: 'Display/Kbd',
  component: Kbd,
  args: { children: '⌘K' },
} satisfies Meta<typeof Kbd>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('kbd')).toHaveTextContent('⌘K');
  },
};

export const Shortcuts: Story = {
  render: () => (
    <dl className="grid w-64 grid-cols-[1fr_auto] gap-y-2 text-sm">
      <dt>Command palette</dt>
      <dd className="flex gap-1">
        <Kbd>Ctrl</Kbd>
        <Kbd>K</Kbd>
      </dd>
      <dt>New task</dt>
      <dd>
        <Kbd>C</Kbd>
      </dd>
      <dt>Search</dt>
      <dd>
        <Kbd>/</Kbd>
      </dd>
    </dl>
  ),
};

export const DarkTheme: Story = { ...Shortcuts, globals: { theme: 'dark' } };
