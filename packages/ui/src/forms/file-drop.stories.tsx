import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { FileDrop } from './file-drop';

const meta = {
  title: 'Forms/FileDrop',
  component: FileDrop,
  args: {
    label: 'Choose a file to import',
    hint: 'A Trello board export (JSON), a Tandem board export (JSON) or a CSV file',
    accept: '.json,.csv',
    onFile: fn(),
  },
} satisfies Meta<typeof FileDrop>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/Choose a file to import/)).toBeEnabled();
  },
};

export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Reading the file…')).toBeVisible();
  },
};

export const WithError: Story = {
  args: { error: 'This file could not be read.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('This file could not be read.');
  },
};
