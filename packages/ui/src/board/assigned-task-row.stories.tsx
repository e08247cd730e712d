import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { AssignedTaskGroup, AssignedTaskRow } from './assigned-task-row';
import { STORY_NOW } from './fixtures';

const rows = [
  { number: 12, title: 'Renew the domain', status: 'todo', due_date: '2026-11-19', place: 'Ops' },
  {
    number: 31,
    title: 'Send the invoice',
    status: 'in_progress',
    due_date: '2026-11-22',
    place: 'Billing',
  },
  { number: 7, title: 'Tidy the wiki', status: 'backlog', due_date: null, place: 'Acme / Docs' },
] as const;

/** The board's own column of the second row: an added state, named by its board. */
const QA_COLUMN = { name: 'QA / Testing', category: 'started', status: null } as const;

function Groups() {
  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <AssignedTaskGroup name="Overdue" count={1} urgent>
        <AssignedTaskRow
          task={rows[0]}
          place={rows[0].place}
          now={STORY_NOW}
          title={<a href="#12">{rows[0].title}</a>}
        />
      </AssignedTaskGroup>
      <AssignedTaskGroup name="Today" count={2}>
        {rows.slice(1).map((row) => (
          <AssignedTaskRow
            key={row.number}
            task={row}
            column={row.number === 31 ? QA_COLUMN : undefined}
            place={row.place}
            now={STORY_NOW}
            title={<a href={`#${row.number}`}>{row.title}</a>}
          />
        ))}
      </AssignedTaskGroup>
    </div>
  );
}

const meta = {
  title: 'Board/AssignedTaskRow',
  component: Groups,
} satisfies Meta<typeof Groups>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const overdue = canvas.getByRole('region', { name: /^Overdue/ });
    await expect(overdue).toHaveTextContent('Overdue, was due');
    await expect(canvas.getByRole('link', { name: 'Send the invoice' })).toBeVisible();
    // A task in an added column reads that column's name, not its category's status.
    await expect(
      canvas.getAllByRole('listitem').find((row) => row.textContent?.includes('Send the invoice')),
    ).toHaveTextContent('QA / Testing');
  },
};

export const DarkTheme: Story = { globals: { theme: 'dark' } };

export const Phone: Story = { decorators: [(Story) => <div className="w-[390px]">{Story()}</div>] };
