import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { SearchField } from './search-field';

const meta = {
  title: 'Forms/SearchField',
  component: SearchField,
  args: { label: 'Search tasks', shortcut: '/', onChange: fn() },
} satisfies Meta<typeof SearchField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    // A `search` landmark (testing-library does not know the element's role yet).
    await expect(canvasElement.querySelector('search')).toBeVisible();
    const field = canvas.getByRole('searchbox', { name: 'Search tasks' });
    await expect(field).toHaveAttribute('aria-keyshortcuts', '/');
    await userEvent.type(field, 'login');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const WithoutShortcut: Story = { args: { shortcut: undefined, defaultValue: 'redirect' } };

export const RightToLeft: Story = { globals: { dir: 'rtl' } };

export const DarkTheme: Story = { globals: { theme: 'dark' } };
