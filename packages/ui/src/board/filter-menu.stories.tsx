import type { Meta, StoryObj } from '@storybook/react-vite';
import * as React from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { FilterMenu } from './filter-menu';
import { LabelColorDot } from './label-colors';
import { STATUS_LABELS } from './labels';
import { StatusIcon } from './status-icon';

const statuses = (['backlog', 'todo', 'in_progress', 'done'] as const).map((status) => ({
  value: status,
  label: STATUS_LABELS[status],
  icon: <StatusIcon status={status} />,
}));

function ManyStatuses() {
  const [value, setValue] = React.useState<string[]>([]);
  return <FilterMenu name="Status" multiple value={value} onChange={setValue} choices={statuses} />;
}

function OneLabel() {
  const [value, setValue] = React.useState<string | undefined>('bug');
  return (
    <FilterMenu
      name="Label"
      value={value}
      onChange={setValue}
      choices={(
        [
          ['bug', 'red'],
          ['design', 'purple'],
          ['frontend', 'blue'],
        ] as const
      ).map(([label, color]) => ({ value: label, label, icon: <LabelColorDot color={color} /> }))}
    />
  );
}

const meta = {
  title: 'Board/FilterMenu',
  component: FilterMenu,
  args: { name: 'Status', multiple: true, value: [], onChange: () => undefined, choices: statuses },
} satisfies Meta<typeof FilterMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PickMany: Story = {
  render: () => <ManyStatuses />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Filter by status' }));
    const menu = await within(document.body).findByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitemcheckbox', { name: 'Todo' }));
    // The menu stays open for more choices.
    await userEvent.click(within(menu).getByRole('menuitemcheckbox', { name: 'Done' }));
    await userEvent.keyboard('{Escape}');
    await expect(canvas.getByRole('button', { name: 'Status: 2' })).toBeVisible();
  },
};

export const PickOneAndClear: Story = {
  render: () => <OneLabel />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Label: bug' }));
    const menu = await within(document.body).findByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitemradio', { name: 'bug' }));
    await expect(canvas.getByRole('button', { name: 'Filter by label' })).toBeVisible();
  },
};

export const NothingToChoose: Story = {
  args: { name: 'Label', multiple: false, value: undefined, choices: [] },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Filter by label' }));
    await expect(
      await within(document.body).findByText('Nothing to filter by yet'),
    ).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
  },
};

export const DarkTheme: Story = { render: () => <OneLabel />, globals: { theme: 'dark' } };
