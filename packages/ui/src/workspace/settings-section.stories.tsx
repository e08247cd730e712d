import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../actions/button';
import { Field } from '../forms/field';
import { Form } from '../forms/form';
import { Input } from '../forms/input';
import { Select } from '../forms/select';
import { SettingsRow } from './settings-row';
import { SettingsSection } from './settings-section';

const meta = {
  title: 'Workspace/SettingsSection',
  component: SettingsSection,
  args: {
    id: 'general',
    title: 'General',
    description: 'The workspace’s name and the address of its pages.',
  },
  render: (args) => (
    <div className="max-w-2xl">
      <SettingsSection {...args}>
        <Form>
          <Field label="Name">
            <Input defaultValue="Acme Product" />
          </Field>
          <Field label="Slug" description="tandem.app/w/acme">
            <Input defaultValue="acme" />
          </Field>
          <div>
            <Button variant="primary">Save changes</Button>
          </div>
        </Form>
      </SettingsSection>
      <SettingsSection id="danger" tone="danger" title="Danger zone">
        <SettingsRow
          title="Transfer ownership"
          description="Make an admin the owner. You stay in the workspace as an admin."
          action={
            <>
              <Select
                aria-label="New owner"
                options={[{ value: 'alan', label: 'Alan Turing' }]}
                defaultValue="alan"
              />
              <Button>Transfer</Button>
            </>
          }
        />
        <SettingsRow
          title="Leave workspace"
          description="You lose access to its boards until someone invites you again."
          action={<Button>Leave</Button>}
        />
        <SettingsRow
          title="Delete workspace"
          description="Every board, task, comment and file is deleted for everyone."
          action={<Button variant="danger">Delete workspace</Button>}
        />
      </SettingsSection>
    </div>
  ),
} satisfies Meta<typeof SettingsSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SectionsAreNamedRegions: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'General' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Danger zone' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Danger zone' })).toBeVisible();
  },
};

export const WithActions: Story = {
  args: {
    id: 'members',
    title: 'Members',
    description: '3 people',
    actions: <Button size="sm">Invite</Button>,
  },
};

/** As wide as a phone: the heading's actions and the rows' controls wrap under the text. */
export const Narrow: Story = {
  args: { actions: <Button size="sm">Invite</Button> },
  decorators: [(Story) => <div className="w-[358px]">{Story()}</div>],
};

export const DarkTheme: Story = { globals: { theme: 'dark' } };
