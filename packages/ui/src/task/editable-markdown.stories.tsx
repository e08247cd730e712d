import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { EditableMarkdown, type EditableMarkdownProps } from './editable-markdown';
import { FORMER_MEMBER_ID, MENTION_MEMBERS } from './mention-fixtures';
import { mentionToken } from './mention-tokens';

const MIA = MENTION_MEMBERS[0]?.id ?? '';

const meta = {
  title: 'Task/EditableMarkdown',
  component: EditableMarkdown,
  args: {
    value: 'Steps:\n\n1. Open the **magic link** in Safari\n2. See a blank page',
    onSave: fn(),
    onEditStart: fn(),
  },
  decorators: [(Story) => <div className="max-w-lg">{Story()}</div>],
} satisfies Meta<typeof EditableMarkdown>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Rendered: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('magic link').tagName).toBe('STRONG');
  },
};

export const EditAndSave: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit description' }));
    await expect(args.onEditStart).toHaveBeenCalledOnce();
    const field = canvas.getByRole('textbox', { name: 'Description' });
    await userEvent.clear(field);
    await userEvent.type(field, 'Fixed in **1.2**');
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    await expect(args.onSave).toHaveBeenCalledWith('Fixed in **1.2**');
  },
};

export const EmptyForEditors: Story = {
  args: { value: null },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add a description…' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Discard' }));
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const EscapeKeepsADraft: Story = {
  args: { value: null },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add a description…' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Description' }), 'Half a thought');
    await userEvent.keyboard('{Escape}');
    await expect(canvas.getByText('Draft')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Resume editing' }));
    await expect(canvas.getByRole('textbox', { name: 'Description' })).toHaveValue(
      'Half a thought',
    );
    await userEvent.keyboard('{Escape}');
    await userEvent.click(canvas.getByRole('button', { name: 'Discard draft of the description' }));
    await expect(canvas.queryByText('Draft')).toBeNull();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const NeverCutsAnOverLongText: Story = {
  args: { value: null, maxLength: 20 },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add a description…' }));
    const field = canvas.getByRole('textbox', { name: 'Description' });
    await userEvent.type(field, 'This is longer than twenty');
    await expect(field).toHaveValue('This is longer than twenty');
    await expect(canvas.getByText('6 characters over the limit of 20')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled();
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** Mentions render as chips with the member's current name; `@` offers members while editing. */
export const Mentions: Story = {
  args: {
    value: `Blocked on ${mentionToken(MIA)}'s review; ${mentionToken(FORMER_MEMBER_ID)} started it.`,
    members: MENTION_MEMBERS,
  },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('@Mia Chen')).toBeVisible();
    await expect(canvas.getByText('@unknown member')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Edit description' }));
    const field = canvas.getByRole('textbox', { name: 'Description' });
    // While editing, a member reads by name; one who left stays a token.
    await expect(field).toHaveValue(
      `Blocked on @Mia Chen's review; ${mentionToken(FORMER_MEMBER_ID)} started it.`,
    );
    await userEvent.type(field, ' Ask @ad');
    await expect(canvas.getByRole('option', { name: /Ada Lovelace/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    // Escape closes the list, not the editor.
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('listbox')).toBeNull();
    await expect(field).toBeVisible();
    await expect(canvas.getByText('Mentioning')).toHaveTextContent(
      'Mentioning@Mia Chen,@unknown member',
    );
    await userEvent.type(field, ' and @mia');
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    await expect(args.onSave).toHaveBeenCalledWith(
      `Blocked on ${mentionToken(MIA)}'s review; ${mentionToken(FORMER_MEMBER_ID)} started it. Ask @ad and ${mentionToken(MIA)}`,
    );
  },
};

/** The field with a way to take the right to edit away, as a role change does. */
function Revocable(props: EditableMarkdownProps) {
  const [editable, setEditable] = useState(true);
  return (
    <div className="flex flex-col gap-3">
      <button type="button" onClick={() => setEditable((now) => !now)}>
        {editable ? 'Become a viewer' : 'Become a member'}
      </button>
      <EditableMarkdown {...props} editable={editable} />
    </div>
  );
}

/** A role changed while editing: the editor closes, and the text typed waits as a draft. */
export const ClosesWhenNoLongerEditable: Story = {
  render: (args) => <Revocable {...args} />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit description' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Description' }), ' Also Chrome.');
    await userEvent.click(canvas.getByRole('button', { name: 'Become a viewer' }));
    await expect(canvas.queryByRole('textbox', { name: 'Description' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Save' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Edit description' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Become a member' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Resume editing' }));
    const field = canvas.getByRole<HTMLTextAreaElement>('textbox', { name: 'Description' });
    await expect(field.value).toContain('Also Chrome.');
  },
};

export const EmptyForViewers: Story = { args: { value: null, editable: false } };

export const DarkTheme: Story = { globals: { theme: 'dark' } };
