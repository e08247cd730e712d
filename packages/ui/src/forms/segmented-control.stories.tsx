import type { Meta, StoryObj } from '@storybook/react-vite';
import { CalendarDays, Columns3 } from 'lucide-react';
import * as React from 'react';
import { expect, userEvent } from 'storybook/test';
import { SegmentedControl } from './segmented-control';

function Range() {
  const [value, setValue] = React.useState<'month' | 'week'>('month');
  return (
    <SegmentedControl
      label="Calendar range"
      value={value}
      onChange={setValue}
      choices={[
        { value: 'month', label: 'Month' },
        { value: 'week', label: 'Week' },
      ]}
    />
  );
}

const meta = {
  title: 'Forms/SegmentedControl',
  component: Range,
} satisfies Meta<typeof Range>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const month = canvas.getByRole('radio', { name: 'Month' });
    await expect(month).toBeChecked();
    month.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Week' })).toBeChecked();
  },
};

export const IconsOnly: Story = {
  render: () => (
    <SegmentedControl
      label="View"
      value="board"
      onChange={() => {}}
      choices={[
        {
          value: 'board',
          label: 'Board view',
          icon: <Columns3 className="size-3.5" />,
          iconOnly: true,
        },
        {
          value: 'calendar',
          label: 'Calendar view',
          icon: <CalendarDays className="size-3.5" />,
          iconOnly: true,
        },
      ]}
    />
  ),
};

export const DarkTheme: Story = { globals: { theme: 'dark' } };
