import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { paletteIndex } from '../foundations/palette';
import { LabelChip } from './label-chip';

const names = ['bug', 'feature', 'design', 'backend', 'frontend', 'docs', 'infra', 'a11y'];

const meta = {
  title: 'Board/LabelChip',
  component: LabelChip,
  args: { label: 'frontend' },
} satisfies Meta<typeof LabelChip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('frontend')).toBeVisible();
    const dot = canvasElement.querySelector('[aria-hidden="true"]') as HTMLElement;
    await expect(dot.style.backgroundColor).toBe(
      `var(--tandem-color-palette-${paletteIndex('frontend')}-fg)`,
    );
  },
};

const Many: Story = {
  render: () => (
    <div className="flex max-w-80 flex-wrap gap-1.5">
      {names.map((name) => (
        <LabelChip key={name} label={name} />
      ))}
      <LabelChip label="a-label-of-24-characters" />
    </div>
  ),
};

export const Palette: Story = Many;

export const DarkTheme: Story = { ...Many, globals: { theme: 'dark' } };
