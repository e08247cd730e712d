import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../actions/button';
import { Toaster, toast } from './toaster';

const meta = {
  title: 'Feedback/Toaster',
  component: Toaster,
  render: (args) => (
    <>
      <div className="flex gap-2">
        <Button onClick={() => toast('Task #42 moved to Done')}>Show toast</Button>
        <Button
          onClick={() =>
            toast.error('You do not have permission to do that.', {
              description: 'Reference: 7f3a-19c2',
            })
          }
        >
          Show error
        </Button>
      </div>
      <Toaster {...args} />
    </>
  ),
} satisfies Meta<typeof Toaster>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ShowsAndAnnounces: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show toast' }));
    const body = within(canvasElement.ownerDocument.body);
    // Sonner fades toasts in; the toast store outlives a story, so check the newest one.
    await waitFor(() => expect(body.getAllByText('Task #42 moved to Done').at(-1)).toBeVisible());
    // Sonner's region is a polite live region, so the toast is announced.
    await expect(body.getByRole('region', { name: /Messages/ })).toBeInTheDocument();
  },
};

export const ErrorToast: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show error' }));
    const body = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(body.getAllByText('Reference: 7f3a-19c2').at(-1)).toBeVisible());
  },
};

export const DarkTheme: Story = { ...ErrorToast, globals: { theme: 'dark' } };
