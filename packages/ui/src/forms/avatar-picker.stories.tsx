import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { AvatarPicker } from './avatar-picker';

/** A 1×1 transparent PNG, so the story needs no network. */
const PIXEL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

const meta = {
  title: 'Forms/AvatarPicker',
  component: AvatarPicker,
  args: { name: 'Ada Lovelace', onSelect: fn(), onRemove: fn() },
} satisfies Meta<typeof AvatarPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PicksAFile: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Remove' })).toBeNull();
    const file = new File(['png'], 'me.png', { type: 'image/png' });
    await userEvent.upload(canvas.getByLabelText('Profile picture'), file);
    await expect(args.onSelect).toHaveBeenCalledWith(file);
  },
};

export const WithPicture: Story = {
  args: { src: PIXEL },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Remove' }));
    await expect(args.onRemove).toHaveBeenCalledOnce();
  },
};

export const TooLarge: Story = {
  args: { error: 'holiday.png is 3.4 MB; the limit is 2 MB.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('the limit is 2 MB');
    await expect(
      canvas.getByRole('button', { name: 'Upload picture' }),
    ).toHaveAccessibleDescription('holiday.png is 3.4 MB; the limit is 2 MB.');
  },
};

export const Uploading: Story = { args: { busy: true, src: PIXEL } };

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  args: { error: 'Avatars must be PNG, JPEG, WebP or GIF images.' },
};
