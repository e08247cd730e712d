import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { MENTION_MEMBERS } from './mention-fixtures';
import { MentionPicker } from './mention-picker';

const meta = {
  title: 'Task/MentionPicker',
  component: MentionPicker,
  args: {
    id: 'mention-picker',
    members: MENTION_MEMBERS,
    activeIndex: 1,
    query: 'm',
    onPick: fn(),
    onActiveIndexChange: fn(),
  },
  // The picker hangs under its text area: give it one to hang from.
  decorators: [
    (Story) => (
      <div className="relative h-72 max-w-md">
        <div className="h-10 rounded-md border border-border bg-surface px-2.5 py-2 text-sm">
          Thanks @m
        </div>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MentionPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Members: Story = {
  play: async ({ args, canvas }) => {
    const options = canvas.getAllByRole('option');
    await expect(options).toHaveLength(4);
    await expect(options[1]).toHaveAttribute('aria-selected', 'true');
    await expect(options[1]).toHaveTextContent('Leo Okaforleo@acme.test');
    await userEvent.click(options[0] as HTMLElement);
    await expect(args.onPick).toHaveBeenCalledWith(MENTION_MEMBERS[0]);
  },
};

/** Nobody matches: there is nothing to pick, so nobody outside the workspace can be named. */
export const NoMatch: Story = {
  args: { members: [], query: 'zed' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No member matches “zed”')).toBeVisible();
    await expect(canvas.queryByRole('option')).toBeNull();
  },
};

export const DarkTheme: Story = { globals: { theme: 'dark' } };
