import type { Meta, StoryObj } from '@storybook/react-vite';
import { Plus } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../actions/button';
import { SearchField } from '../forms/search-field';
import { BoardHeader } from './board-header';
import { FilterMenu } from './filter-menu';
import { people } from './fixtures';
import { PRIORITY_LABELS } from './labels';
import { PriorityIcon } from './priority-icon';

const priorities = (['urgent', 'high', 'medium', 'low', 'none'] as const).map((priority) => ({
  value: priority,
  label: PRIORITY_LABELS[priority],
  icon: <PriorityIcon priority={priority} labelled={false} />,
}));

const meta = {
  title: 'Board/BoardHeader',
  component: BoardHeader,
  args: {
    title: 'Roadmap',
    count: 42,
    viewers: people.slice(0, 5),
    actions: (
      <Button size="sm" variant="primary">
        <Plus /> New task
      </Button>
    ),
    toolbar: (
      <>
        <SearchField label="Search tasks" shortcut="/" />
        <FilterMenu
          name="Priority"
          multiple
          value={['urgent']}
          onChange={fn()}
          choices={priorities}
        />
        <FilterMenu
          name="Assignee"
          value={undefined}
          onChange={fn()}
          choices={people.map((person) => ({ value: person.id, label: person.name }))}
        />
      </>
    ),
  },
} satisfies Meta<typeof BoardHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Roadmap' })).toBeVisible();
    await expect(canvas.getByText('42 tasks')).toBeVisible();
    await expect(canvas.getByRole('img', { name: /^Viewing now: / })).toBeVisible();
    // A set filter names its value; an unset one says what it filters.
    await expect(canvas.getByRole('button', { name: 'Priority: Urgent' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Filter by assignee' }));
    const menu = await within(document.body).findByRole('menu');
    await expect(within(menu).getAllByRole('menuitemradio')).toHaveLength(people.length);
    await userEvent.keyboard('{Escape}');
  },
};

export const Loading: Story = { args: { count: undefined, viewers: [] } };

export const LongName: Story = {
  args: { title: 'Quarterly planning for the platform and infrastructure teams, 2027 edition' },
};

export const Phone: Story = {
  decorators: [(Story) => <div className="w-[360px]">{Story()}</div>],
};

export const DarkTheme: Story = { globals: { theme: 'dark' } };
