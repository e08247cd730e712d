import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { paletteIndex } from '../foundations/palette';
import { LabelChip } from './label-chip';
import { LABEL_COLOR_CHOICES, LABEL_COLOR_NAMES, LabelColorsProvider } from './label-colors';

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

const Colors: Story = {
  render: () => (
    <div className="flex max-w-96 flex-wrap gap-1.5">
      {LABEL_COLOR_CHOICES.map((color) => (
        <LabelChip key={color} label={LABEL_COLOR_NAMES[color]} color={color} />
      ))}
    </div>
  ),
};

/** Every workspace label colour: text on tint keeps AA contrast. */
export const WorkspaceColors: Story = {
  ...Colors,
  play: async ({ canvas }) => {
    const chip = canvas.getByText('Purple').parentElement as HTMLElement;
    await expect(chip.style.color).toBe('var(--tandem-color-label-purple-fg)');
  },
};

export const WorkspaceColorsDark: Story = { ...Colors, globals: { theme: 'dark' } };

/** A provider gives chips the colour their workspace chose for the name. */
export const FromProvider: Story = {
  render: () => (
    <LabelColorsProvider labels={[{ name: 'bug', color: 'teal' }]}>
      <LabelChip label="bug" />
    </LabelColorsProvider>
  ),
  play: async ({ canvas }) => {
    const chip = canvas.getByText('bug').parentElement as HTMLElement;
    await expect(chip).toHaveAttribute('data-label-color', 'teal');
  },
};
