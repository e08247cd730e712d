import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { CommentComposer } from './comment-composer';
import { MENTION_MEMBERS } from './mention-fixtures';
import { mentionToken } from './mention-tokens';

const [MIA, LEO, ADA] = MENTION_MEMBERS.map((member) => member.id) as [string, string, string];

const meta = {
  title: 'Task/CommentComposer',
  component: CommentComposer,
  args: { onSubmit: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-lg">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CommentComposer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const submit = canvas.getByRole('button', { name: 'Comment' });
    await expect(submit).toBeDisabled();
    const box = canvas.getByRole('textbox', { name: 'Comment' });
    await userEvent.type(box, '  Looks good to me  ');
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    await expect(args.onSubmit).toHaveBeenCalledWith('Looks good to me');
    await waitFor(() => expect(box).toHaveValue(''));
  },
};

export const FailedSendKeepsText: Story = {
  args: { onSubmit: fn(async () => Promise.reject(new Error('You are offline.'))) },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('textbox', { name: 'Comment' });
    await userEvent.type(box, 'Shipping today');
    await userEvent.click(canvas.getByRole('button', { name: 'Comment' }));
    await waitFor(() => expect(box).toHaveAccessibleDescription('You are offline.'));
    await expect(box).toHaveValue('Shipping today');
    await expect(box).toHaveAttribute('aria-invalid', 'true');
  },
};

export const OverTheLimit: Story = {
  args: { maxLength: 20 },
  play: async ({ args, canvas }) => {
    const box = canvas.getByRole('textbox', { name: 'Comment' });
    await userEvent.type(box, 'This comment is far too long');
    await expect(canvas.getByText('8 characters over the limit of 20')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Comment' })).toBeDisabled();
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/**
 * `@` offers the workspace's members, filtered as you type: Up and Down move, Enter or Tab
 * picks, Escape closes the list and keeps the box; the pick reads `@Name` in the box and is
 * sent as `@[<id>]`.
 */
export const Mentions: Story = {
  args: { members: MENTION_MEMBERS },
  play: async ({ args, canvas }) => {
    const box = canvas.getByRole('textbox', { name: 'Comment' });
    await expect(box).toHaveAttribute('aria-autocomplete', 'list');
    await userEvent.type(box, 'Thanks @');
    const list = canvas.getByRole('listbox', { name: 'Members to mention' });
    await expect(box).toHaveAttribute('aria-controls', list.id);
    await expect(canvas.getAllByRole('option')).toHaveLength(4);
    await userEvent.type(box, 'mi');
    const options = canvas.getAllByRole('option');
    await expect(options).toHaveLength(2);
    await expect(options[0]).toHaveAccessibleName('Mia Chen mia@acme.test');
    await expect(options[1]).toHaveAccessibleName(
      'Mikkel Sørensen-Abernathy mikkel.sorensen-abernathy@contractors.acme.test',
    );
    await expect(box).toHaveAttribute('aria-activedescendant', options[0]?.id);
    await userEvent.keyboard('{ArrowDown}');
    await expect(box).toHaveAttribute('aria-activedescendant', options[1]?.id);
    await expect(options[1]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowUp}{Enter}');
    await expect(box).toHaveValue('Thanks @Mia Chen ');
    // The box reads the name, the comment holds the id; the line under it says whom it reaches.
    await expect(canvas.getByText('Mentioning')).toHaveTextContent('Mentioning@Mia Chen');
    await expect(canvas.queryByRole('listbox')).toBeNull();
    await expect(box).not.toHaveAttribute('aria-activedescendant');
    await expect(box).toHaveFocus();

    // Tab picks too; the caret is after the mention, so typing goes on from there.
    await userEvent.type(box, 'and @leo');
    await userEvent.tab();
    await userEvent.type(box, 'please');
    await expect(box).toHaveValue('Thanks @Mia Chen and @Leo Okafor please');

    // A click picks as well, without taking focus from the box.
    await userEvent.type(box, ' @');
    await userEvent.click(canvas.getByRole('option', { name: /Ada Lovelace/ }));
    await expect(box).toHaveFocus();
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    await expect(args.onSubmit).toHaveBeenCalledWith(
      `Thanks ${mentionToken(MIA)} and ${mentionToken(LEO)} please ${mentionToken(ADA)}`,
    );
  },
};

/** Escape closes the list only; nobody outside the list can be picked. */
export const MentionsEscapeAndNoMatch: Story = {
  args: { members: MENTION_MEMBERS },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('textbox', { name: 'Comment' });
    await userEvent.type(box, '@zed');
    await expect(canvas.getByText('No member matches “zed”')).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await expect(box).toHaveValue('@zed\n');
    await userEvent.clear(box);
    await userEvent.type(box, 'cc @le');
    await expect(canvas.getByRole('listbox')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('listbox')).toBeNull();
    await expect(box).toHaveFocus();
    await expect(box).toHaveValue('cc @le');
    // An email address is not a mention.
    await userEvent.clear(box);
    await userEvent.type(box, 'mail leo@acme');
    await expect(canvas.queryByRole('listbox')).toBeNull();
  },
};

/** As wide as a phone, with the list open. */
export const MentionsOnAPhone: Story = {
  args: { members: MENTION_MEMBERS, defaultValue: 'Thanks @' },
  decorators: [
    (Story) => (
      <div className="-m-6 w-[390px] p-3 pb-72">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const box = canvas.getByRole<HTMLTextAreaElement>('textbox', { name: 'Comment' });
    box.focus();
    box.setSelectionRange(8, 8);
    await userEvent.type(box, 'm');
    await expect(canvas.getByRole('listbox')).toBeVisible();
  },
};

export const MentionsDarkTheme: Story = { ...MentionsOnAPhone, globals: { theme: 'dark' } };

export const Disabled: Story = { args: { disabled: true, placeholder: 'Viewers cannot comment' } };

export const DarkTheme: Story = { globals: { theme: 'dark' } };
