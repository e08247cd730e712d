import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';

const meta: Meta<typeof Tabs> = {
  title: 'Navigation/Tabs',
  component: Tabs,
  args: { defaultValue: 'comments' },
  render: (args) => (
    <Tabs {...args} className="max-w-lg">
      <TabsList aria-label="Task sections">
        <TabsTrigger value="comments">Comments</TabsTrigger>
        <TabsTrigger value="activity">Activity</TabsTrigger>
        <TabsTrigger value="files" disabled>
          Files
        </TabsTrigger>
      </TabsList>
      <TabsContent value="comments">Three comments.</TabsContent>
      <TabsContent value="activity">Moved to In review.</TabsContent>
      <TabsContent value="files">No files.</TabsContent>
    </Tabs>
  ),
};

export default meta;
type Story = StoryObj<typeof Tabs>;

export const KeyboardNavigation: Story = {
  play: async ({ canvas }) => {
    const comments = canvas.getByRole('tab', { name: 'Comments' });
    await userEvent.tab();
    await expect(comments).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    const activity = canvas.getByRole('tab', { name: 'Activity' });
    await expect(activity).toHaveFocus();
    await expect(activity).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Moved to In review.');
    // The disabled tab is skipped and focus wraps around.
    await userEvent.keyboard('{ArrowRight}');
    await expect(comments).toHaveFocus();
  },
};

export const RightToLeft: Story = { globals: { dir: 'rtl' } };

export const DarkTheme: Story = { globals: { theme: 'dark' } };
