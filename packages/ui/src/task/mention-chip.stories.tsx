import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { MentionChip } from './mention-chip';
import { FORMER_MEMBER_ID, MENTION_MEMBERS } from './mention-fixtures';
import { MentionText } from './mention-text';
import { mentionToken, resolverFor } from './mention-tokens';

const meta = {
  title: 'Task/MentionChip',
  component: MentionChip,
  args: { name: 'Mia Chen' },
} satisfies Meta<typeof MentionChip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Member: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('@Mia Chen')).toBeVisible();
  },
};

/** A member who has left (or an id from another workspace). */
export const UnknownMember: Story = {
  args: { name: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('@unknown member')).toBeVisible();
  },
};

const [mia, leo] = MENTION_MEMBERS;
const text = `Thanks ${mentionToken(mia?.id ?? '')}! Could ${mentionToken(leo?.id ?? '')} check the copy before ${mentionToken(FORMER_MEMBER_ID)} ships it?`;

/** `MentionText`: plain text with its tokens as chips, wrapping with the line. */
export const InText: Story = {
  render: () => (
    <p className="max-w-xs text-sm leading-relaxed">
      <MentionText resolveMention={resolverFor(MENTION_MEMBERS)}>{text}</MentionText>
    </p>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('p')).toHaveTextContent(
      'Thanks @Mia Chen! Could @Leo Okafor check the copy before @unknown member ships it?',
    );
  },
};

export const DarkTheme: Story = { ...InText, globals: { theme: 'dark' } };
