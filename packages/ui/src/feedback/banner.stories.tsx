import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../actions/button';
import { Banner } from './banner';

const meta = {
  title: 'Feedback/Banner',
  component: Banner,
  args: {
    tone: 'warning',
    title: 'You are offline.',
    children: 'Changes are saved on this device and sent when the connection is back.',
  },
} satisfies Meta<typeof Banner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Offline: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('You are offline.');
  },
};

export const ErrorWithRetry: Story = {
  args: {
    tone: 'danger',
    role: 'alert',
    title: 'Could not load the board.',
    children: 'The server did not answer.',
    action: <Button size="sm">Retry</Button>,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Could not load the board.');
  },
};

export const Dismissible: Story = {
  args: { tone: 'info', title: 'New:', children: 'Press ⌘K to jump anywhere.', onDismiss: fn() },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }));
    await expect(args.onDismiss).toHaveBeenCalledOnce();
  },
};

export const AllTones: Story = {
  render: () => (
    <div className="flex max-w-xl flex-col gap-2">
      <Banner tone="info">Invitations expire after 7 days.</Banner>
      <Banner tone="success">Ownership transferred to Grace.</Banner>
      <Banner tone="warning" title="You are offline.">
        Reconnecting…
      </Banner>
      <Banner tone="danger" title="Upload failed.">
        The file is larger than 25 MB.
      </Banner>
    </div>
  ),
};

export const LongTextRightToLeft: Story = {
  globals: { dir: 'rtl' },
  args: {
    title: 'أنت غير متصل.',
    children:
      'يتم حفظ التغييرات على هذا الجهاز وإرسالها عند عودة الاتصال. هذا نص طويل لاختبار الالتفاف في الاتجاه من اليمين إلى اليسار.',
    onDismiss: fn(),
  },
};

export const DarkTheme: Story = { ...AllTones, globals: { theme: 'dark' } };
