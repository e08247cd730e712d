import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { MemberRow } from '../workspace/member-row';
import { DividedList } from './divided-list';

const meta = {
  title: 'Display/DividedList',
  component: DividedList,
  args: { 'aria-label': 'Members' },
  render: (args) => (
    <div className="max-w-lg py-2.5">
      <DividedList {...args}>
        <MemberRow name="Ada Lovelace" email="ada@example.com" memberRole="owner" isYou />
        <MemberRow name="Alan Turing" email="alan@example.com" memberRole="admin" />
        <MemberRow name="Ken Thompson" email="ken@example.com" memberRole="viewer" />
      </DividedList>
    </div>
  ),
} satisfies Meta<typeof DividedList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'Members' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
  },
};

export const DarkTheme: Story = { globals: { theme: 'dark' } };
