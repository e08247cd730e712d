import type { Meta, StoryObj } from '@storybook/react-vite';
import { Link2, MoreHorizontal, PencilLine, X } from 'lucide-react';
import { expect, fn } from 'storybook/test';
import { IconButton } from '../actions/icon-button';
import { people, STORY_NOW } from '../board/fixtures';
import { LabelChip } from '../board/label-chip';
import { PriorityIcon } from '../board/priority-icon';
import { StatusBadge } from '../board/status-badge';
import { Avatar } from '../display/avatar';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../navigation/tabs';
import { ActivityItem } from './activity-item';
import { AttachmentList } from './attachment-list';
import { CommentComposer } from './comment-composer';
import { CommentItem } from './comment-item';
import { SafeMarkdown } from './markdown';
import { TaskDetailPanel, TaskProperty } from './task-detail-panel';

const [ada, grace] = people as [(typeof people)[0], (typeof people)[0]];

const meta = {
  title: 'Task/TaskDetailPanel',
  component: TaskDetailPanel,
  args: {
    number: 42,
    title: 'Magic link lands on a blank page in Safari',
    actions: (
      <>
        <IconButton label="Copy link" icon={<Link2 />} size="sm" />
        <IconButton label="More actions" icon={<MoreHorizontal />} size="sm" />
        <IconButton label="Close" icon={<X />} size="sm" />
      </>
    ),
    banner: (
      <p className="inline-flex items-center gap-1.5 text-accent-text text-xs">
        <PencilLine aria-hidden="true" className="size-3.5" /> Grace Hopper is editing
      </p>
    ),
    description: (
      <SafeMarkdown>
        {
          'Opening the link from the email shows a blank page.\n\n1. Request a magic link\n2. Open it in **Safari 18**\n3. Nothing renders'
        }
      </SafeMarkdown>
    ),
    properties: (
      <>
        <TaskProperty label="Status">
          <StatusBadge status="todo" />
        </TaskProperty>
        <TaskProperty label="Priority">
          <span className="inline-flex items-center gap-1.5 text-xs">
            <PriorityIcon priority="urgent" labelled={false} /> Urgent
          </span>
        </TaskProperty>
        <TaskProperty label="Assignee">
          <span className="inline-flex items-center gap-1.5 text-xs">
            <Avatar name={ada.name} size="xs" decorative /> {ada.name}
          </span>
        </TaskProperty>
        <TaskProperty label="Due date">
          <span className="text-danger-text text-xs">Nov 20 (overdue)</span>
        </TaskProperty>
        <TaskProperty label="Labels">
          <span className="flex flex-wrap gap-1">
            <LabelChip label="bug" />
            <LabelChip label="frontend" />
          </span>
        </TaskProperty>
      </>
    ),
    children: (
      <>
        <AttachmentList
          items={[
            { id: 'a1', fileName: 'blank-page.png', mimeType: 'image/png', sizeBytes: 482_113 },
          ]}
          onDownload={fn()}
        />
        <Tabs defaultValue="comments">
          <TabsList aria-label="Discussion">
            <TabsTrigger value="comments">Comments</TabsTrigger>
            <TabsTrigger value="activity">Activity</TabsTrigger>
          </TabsList>
          <TabsContent value="comments" className="flex flex-col gap-4">
            <CommentItem
              author={grace}
              body="Reproduced: the `code` param is there but the verifier cookie is missing."
              createdAt="2026-11-22T11:40:00"
              now={STORY_NOW}
            />
            <CommentComposer onSubmit={fn()} />
          </TabsContent>
          <TabsContent value="activity">
            <ul>
              <ActivityItem
                actor={ada}
                kind="task.created"
                payload={{ title: 'Magic link lands on a blank page in Safari' }}
                taskNumber={42}
                createdAt="2026-11-20T09:00:00"
                now={STORY_NOW}
              />
            </ul>
          </TabsContent>
        </Tabs>
      </>
    ),
  },
  render: (args) => (
    <div className="h-[44rem] max-w-4xl overflow-hidden rounded-xl border border-border shadow-sm">
      <TaskDetailPanel {...args} />
    </div>
  ),
} satisfies Meta<typeof TaskDetailPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Wide: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('Magic link lands');
    await expect(canvas.getByRole('complementary', { name: 'Properties' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Description' })).toHaveTextContent(
      'Safari 18',
    );
  },
};

export const NarrowStacksProperties: Story = {
  render: (args) => (
    <div className="h-[44rem] max-w-md overflow-hidden rounded-xl border border-border">
      <TaskDetailPanel {...args} />
    </div>
  ),
};

export const LongTitle: Story = {
  args: {
    title:
      'A very long task title that needs to wrap across several lines in the panel header without pushing the actions out of view or overflowing',
  },
};

export const DarkTheme: Story = { globals: { theme: 'dark' } };

/** On the task's own page: drawn as a card. */
export const Framed: Story = { args: { framed: true } };
