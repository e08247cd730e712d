import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { AttachmentList } from './attachment-list';

const meta = {
  title: 'Task/AttachmentList',
  component: AttachmentList,
  args: {
    items: [
      { id: 'a1', fileName: 'safari-blank-page.png', mimeType: 'image/png', sizeBytes: 482_113 },
      { id: 'a2', fileName: 'har-export.zip', mimeType: 'application/zip', sizeBytes: 3_912_004 },
      {
        id: 'u1',
        fileName: 'screen-recording.mov',
        mimeType: 'video/quicktime',
        sizeBytes: 18_000_000,
        status: 'uploading',
        progress: 0.42,
      },
      {
        id: 'u2',
        fileName: 'console-log.txt',
        mimeType: 'text/plain',
        sizeBytes: 12_000,
        status: 'failed',
        error: 'Upload failed: the connection was lost.',
      },
    ],
    onDownload: fn(),
    onRemove: fn(),
    onRetry: fn(),
    onCancel: fn(),
  },
  decorators: [
    (Story) => (
      <div className="max-w-md">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AttachmentList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const States: Story = {
  play: async ({ args, canvas }) => {
    await expect(
      canvas.getByRole('progressbar', { name: 'Uploading screen-recording.mov' }),
    ).toHaveAttribute('aria-valuenow', '42');
    await expect(canvas.getByText('471 KB')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledWith('u2');
    await userEvent.click(canvas.getByRole('button', { name: 'Download har-export.zip' }));
    await expect(args.onDownload).toHaveBeenCalledWith('a2');
    // An upload in flight cannot be removed from here.
    await expect(canvas.queryByRole('button', { name: 'Remove screen-recording.mov' })).toBeNull();
  },
};

export const CancelAnUpload: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: 'Cancel uploading screen-recording.mov' }),
    );
    await expect(args.onCancel).toHaveBeenCalledWith('u1');
    // Stored and failed rows have no cancel button.
    await expect(
      canvas.queryByRole('button', { name: 'Cancel uploading safari-blank-page.png' }),
    ).not.toBeInTheDocument();
  },
};

/** Someone else's file, for a member: no remove button on it. */
export const NotRemovable: Story = {
  args: {
    items: [
      { id: 'a1', fileName: 'mine.png', mimeType: 'image/png', sizeBytes: 482_113 },
      {
        id: 'a2',
        fileName: 'theirs.zip',
        mimeType: 'application/zip',
        sizeBytes: 3_912_004,
        removable: false,
      },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Remove mine.png' })).toBeVisible();
    await expect(
      canvas.queryByRole('button', { name: 'Remove theirs.zip' }),
    ).not.toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

export const LongFileName: Story = {
  args: {
    items: [
      {
        id: 'l',
        fileName: 'a-very-long-file-name-exported-from-the-design-tool-final-final-v3-really.pdf',
        mimeType: 'application/pdf',
        sizeBytes: 2_400_000,
      },
    ],
  },
};

export const DarkTheme: Story = { globals: { theme: 'dark' } };
