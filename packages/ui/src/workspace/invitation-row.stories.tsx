import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { InvitationRow } from './invitation-row';

const meta = {
  title: 'Workspace/InvitationRow',
  component: InvitationRow,
  args: {
    email: 'grace@example.com',
    roleLabel: 'Member',
    expiry: 'Expires in 6 days',
    link: 'https://tandem.app/invite/6f1c2a9e4b7d',
    onRevoke: fn(),
  },
  render: (args) => (
    <ul className="max-w-2xl divide-y divide-border">
      <InvitationRow {...args} />
      <InvitationRow
        {...args}
        email="ken.thompson.with.a.long.address@example.com"
        roleLabel="Viewer"
      />
    </ul>
  ),
} satisfies Meta<typeof InvitationRow>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Revoke: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: 'Revoke the invitation for grace@example.com' }),
    );
    await expect(args.onRevoke).toHaveBeenCalledOnce();
  },
};

export const ReadOnly: Story = { args: { onRevoke: undefined } };

export const Narrow: Story = {
  decorators: [(Story) => <div className="w-[358px]">{Story()}</div>],
};

export const DarkTheme: Story = { globals: { theme: 'dark' } };
