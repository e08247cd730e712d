import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { FileDropzone } from './file-dropzone';
import { AVATAR_RULES } from './file-rules';

/** A file of any size without allocating it. */
function fakeFile(name: string, type: string, size: number): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

const MIB = 1024 * 1024;

const meta = {
  title: 'Task/FileDropzone',
  component: FileDropzone,
  args: { onFiles: fn(), onReject: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-md">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FileDropzone>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Attachments: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Choose files' })).toHaveAccessibleDescription(
      'Any file type, up to 25 MB each',
    );
    const ok = fakeFile('notes.txt', 'text/plain', 2_000);
    const big = fakeFile('recording.mov', 'video/quicktime', 30 * MIB);
    await userEvent.upload(canvas.getByTestId('file-input'), [ok, big]);
    await expect(args.onFiles).toHaveBeenCalledWith([ok]);
    await expect(canvas.getByText('recording.mov is 30 MB; the limit is 25 MB.')).toBeVisible();
    await expect(args.onReject).toHaveBeenCalledWith([
      expect.objectContaining({ code: 'storage/too-large', file: big }),
    ]);
  },
};

export const AvatarTypeAndSizeErrors: Story = {
  args: { rules: AVATAR_RULES, multiple: false, label: 'Drop a new avatar' },
  play: async ({ args, canvas }) => {
    const input = canvas.getByTestId('file-input');
    await expect(input).toHaveAttribute('accept', 'image/png,image/jpeg,image/webp,image/gif');
    await userEvent.upload(input, fakeFile('me.bmp', 'image/bmp', 1_000), { applyAccept: false });
    await expect(
      canvas.getByText('me.bmp is not an accepted type (PNG, JPEG, WEBP, GIF).'),
    ).toBeVisible();
    await userEvent.upload(input, fakeFile('me.png', 'image/png', 3 * MIB));
    await expect(canvas.getByText('me.png is 3 MB; the limit is 2 MB.')).toBeVisible();
    await expect(args.onFiles).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = { args: { disabled: true } };

export const DarkTheme: Story = { globals: { theme: 'dark' } };
