import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { MemberRow } from './member-row';

const meta = {
  title: 'Workspace/MemberRow',
  component: MemberRow,
  args: {
    name: 'Alan Turing',
    email: 'alan@example.com',
    memberRole: 'member',
    assignableRoles: ['admin', 'member', 'viewer'],
    onRoleChange: fn(),
    onRemove: fn(),
  },
  render: (args) => (
    <ul className="max-w-lg divide-y divide-border">
      <MemberRow {...args} />
    </ul>
  ),
} satisfies Meta<typeof MemberRow>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ChangeRoleWithKeyboard: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const select = canvas.getByRole('combobox', { name: 'Role of Alan Turing' });
    await expect(select).toHaveTextContent('Member');
    select.focus();
    await userEvent.keyboard('{Enter}');
    const listbox = await within(canvasElement.ownerDocument.body).findByRole('listbox');
    await expect(within(listbox).queryByRole('option', { name: 'Owner' })).toBeNull();
    await waitFor(() =>
      expect(within(listbox).getByRole('option', { name: 'Member' })).toHaveFocus(),
    );
    // Options run from most to least powerful: Admin, Member, Viewer.
    await userEvent.keyboard('{ArrowUp}{Enter}');
    await expect(args.onRoleChange).toHaveBeenCalledWith('admin');
  },
};

export const Remove: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: 'Remove Alan Turing from workspace' }),
    );
    await expect(args.onRemove).toHaveBeenCalledOnce();
  },
};

export const OwnerIsReadOnly: Story = {
  args: { name: 'Ada Lovelace', email: 'ada@example.com', memberRole: 'owner', isYou: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('combobox')).toBeNull();
    await expect(canvas.getByText('Owner')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const ViewerSeesRolesOnly: Story = {
  args: { assignableRoles: [], onRemove: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('combobox')).toBeNull();
    await expect(canvas.getByText('Member')).toBeVisible();
  },
};

export const LongNameRightToLeft: Story = {
  globals: { dir: 'rtl' },
  args: {
    name: 'عبد الرحمن بن محمد الطويل جداً للاختبار',
    email: 'a-very-long-address@example.com',
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  render: (args) => (
    <ul className="max-w-lg divide-y divide-border">
      <MemberRow {...args} name="Ada Lovelace" memberRole="owner" isYou email="ada@example.com" />
      <MemberRow {...args} />
      <MemberRow {...args} name="Ken Thompson" memberRole="viewer" email="ken@example.com" />
    </ul>
  ),
};
