import type { Meta, StoryObj } from '@storybook/react-vite';
import { Columns3, MoreHorizontal } from 'lucide-react';
import { expect } from 'storybook/test';
import { IconButton } from '../actions/icon-button';
import { Avatar } from '../display/avatar';
import { Badge } from '../feedback/badge';
import { CardGrid } from './card-grid';
import { ResourceCard } from './resource-card';

const meta = {
  title: 'Workspace/ResourceCard',
  component: ResourceCard,
  args: {
    icon: <Columns3 />,
    title: <a href="#roadmap">Roadmap</a>,
    description: 'What ships this quarter.',
    meta: <span>Created Nov 22</span>,
    actions: <IconButton label="Actions for Roadmap" icon={<MoreHorizontal />} size="sm" />,
  },
  render: (args) => (
    <CardGrid>
      <ResourceCard {...args} />
      <ResourceCard
        {...args}
        title={<a href="#bugs">Bugs</a>}
        actions={<IconButton label="Actions for Bugs" icon={<MoreHorizontal />} size="sm" />}
        description="Reported problems, worst first. A description long enough to be clamped to two lines so that every card in the grid keeps the same height and rhythm."
      />
      <ResourceCard
        icon={<Avatar name="Acme Product" size="md" decorative />}
        title={<a href="#acme">Acme Product</a>}
        description="/w/acme"
        meta={<Badge tone="accent">Owner</Badge>}
      />
    </CardGrid>
  ),
} satisfies Meta<typeof ResourceCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TheTitleLinkNamesTheCard: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Roadmap' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Roadmap' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Actions for Roadmap' })).toBeVisible();
  },
};

export const Narrow: Story = {
  decorators: [(Story) => <div className="w-[358px]">{Story()}</div>],
};

export const DarkTheme: Story = { globals: { theme: 'dark' } };
