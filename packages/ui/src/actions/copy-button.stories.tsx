import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { CopyButton } from './copy-button';

const meta = {
  title: 'Actions/CopyButton',
  component: CopyButton,
  args: { value: 'https://tandem.app/invite/6f1c2a9e', label: 'Copy link', onError: fn() },
} satisfies Meta<typeof CopyButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SaysCopiedThenResets: Story = {
  play: async ({ canvas }) => {
    const written: string[] = [];
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: async (text: string) => void written.push(text) },
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Copy link' }));
    await expect(canvas.getByRole('button', { name: 'Copied' })).toBeVisible();
    await expect(written).toEqual(['https://tandem.app/invite/6f1c2a9e']);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Copy link' })).toBeVisible(), {
      timeout: 3000,
    });
  },
};

export const RefusedCopyIsReported: Story = {
  play: async ({ args, canvas }) => {
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: async () => Promise.reject(new Error('denied')) },
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(args.onError).toHaveBeenCalledOnce());
    await expect(canvas.getByRole('button', { name: 'Copy link' })).toBeVisible();
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  args: { variant: 'ghost', size: 'sm' },
};
