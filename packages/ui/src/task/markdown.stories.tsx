import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SafeMarkdown } from './markdown';
import { FORMER_MEMBER_ID, MENTION_MEMBERS } from './mention-fixtures';
import { mentionToken, resolverFor } from './mention-tokens';

const meta = {
  title: 'Task/SafeMarkdown',
  component: SafeMarkdown,
  args: {
    children: [
      'Repro on **Safari 18**: the link opens `/auth/callback` and stays blank.',
      '',
      '- Happens with magic links only',
      '- See [the PKCE notes](https://supabase.com/docs/guides/auth)',
      '',
      '> Works in Chrome.',
    ].join('\n'),
  },
  decorators: [
    (Story) => (
      <div className="max-w-lg">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SafeMarkdown>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Formatting: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Safari 18').tagName).toBe('STRONG');
    const link = canvas.getByRole('link', { name: 'the PKCE notes (supabase.com)' });
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow ugc');
    await expect(link).toHaveAttribute('target', '_blank');
  },
};

export const UnsafeInputIsNeutralised: Story = {
  args: {
    children: [
      'Hello <img src=x onerror="window.__pwned=1"> <script>window.__pwned=1</script>',
      '',
      '[click me](javascript:window.__pwned=1) and ![tracker](https://example.com/pixel.png)',
    ].join('\n'),
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('script, img, [onerror]')).toBeNull();
    await expect((window as { __pwned?: number }).__pwned).toBeUndefined();
    // The HTML shows as text; the javascript: link is plain text, not a link.
    await expect(canvas.getByText(/<script>window.__pwned=1<\/script>/)).toBeVisible();
    await expect(canvas.getByText('click me').closest('a')).toBeNull();
    // Images become plain links instead of loading.
    await expect(canvas.getByRole('link', { name: 'tracker (example.com)' })).toHaveAttribute(
      'href',
      'https://example.com/pixel.png',
    );
  },
};

/**
 * Text that looks like HTML stays text without turning the markdown after it off, and GFM task
 * lists show as read-only checkboxes named after their items.
 */
export const HtmlLikeTextAndTaskLists: Story = {
  args: {
    children: [
      '<div> goes here, then **bold** and _em_ still render.',
      '',
      '- [x] Reproduce on Safari',
      '- [ ] Fix the `<Callback>` redirect',
      '  - [ ] Add a test',
      '',
      '| Browser | Status |',
      '| ------- | ------ |',
      '| Chrome | ~~broken~~ fixed |',
      '',
      'Logs at www.example.com/logs',
    ].join('\n'),
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText(/<div> goes here/)).toBeVisible();
    await expect(canvas.getByText('bold').tagName).toBe('STRONG');
    await expect(canvasElement.querySelector('p div, p > b')).toBeNull();
    const done = canvas.getByRole('checkbox', { name: 'Reproduce on Safari' });
    await expect(done).toBeChecked();
    await expect(done).toBeDisabled();
    const todo = canvas.getByRole('checkbox', { name: 'Fix the <Callback> redirect' });
    await expect(todo).not.toBeChecked();
    await expect(todo).toBeDisabled();
    await expect(canvas.getByRole('checkbox', { name: 'Add a test' })).not.toBeChecked();
    await expect(canvas.queryByText(/\[[ x]\]/)).toBeNull();
    await expect(canvas.getByText('broken').tagName).toBe('DEL');
    await expect(canvas.getByRole('link', { name: 'www.example.com/logs' })).toHaveAttribute(
      'rel',
      'noopener noreferrer nofollow ugc',
    );
  },
};

/** `@[<id>]` shows the member's current name as a chip; in code it stays as written. */
export const WithMentions: Story = {
  args: {
    children: `**${mentionToken(MENTION_MEMBERS[0]?.id ?? '')}** can you pair with ${mentionToken(MENTION_MEMBERS[1]?.id ?? '')}? ${mentionToken(FORMER_MEMBER_ID)} wrote the first draft.\n\nThe token looks like \`${mentionToken(FORMER_MEMBER_ID)}\`.`,
    resolveMention: resolverFor(MENTION_MEMBERS),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('@Mia Chen')).toBeVisible();
    await expect(canvas.getByText('@Leo Okafor')).toBeVisible();
    await expect(canvas.getByText('@unknown member')).toBeVisible();
    await expect(canvas.getByText(mentionToken(FORMER_MEMBER_ID)).tagName).toBe('CODE');
  },
};

export const DarkTheme: Story = { globals: { theme: 'dark' } };
