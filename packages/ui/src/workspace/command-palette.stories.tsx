import type { Meta, StoryObj } from '@storybook/react-vite';
import { FileText, LayoutGrid, Moon, Plus, Sun } from 'lucide-react';
import * as React from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../actions/button';
import { Kbd } from '../display/kbd';
import { CommandPalette, type CommandPaletteGroup } from './command-palette';
import { useCommandPaletteShortcut } from './use-command-palette-shortcut';

interface PaletteArgs {
  onRun: (id: string) => void;
}

function PaletteDemo({ onRun, initiallyOpen = false }: PaletteArgs & { initiallyOpen?: boolean }) {
  const [open, setOpen] = React.useState(initiallyOpen);
  useCommandPaletteShortcut(() => setOpen((value) => !value));
  const item = (id: string, label: string, icon: React.ReactNode, extra = {}) => ({
    id,
    label,
    icon,
    onSelect: () => onRun(id),
    ...extra,
  });
  const groups: CommandPaletteGroup[] = [
    {
      heading: 'Go to',
      items: [
        item('board-roadmap', 'Roadmap', <LayoutGrid />),
        item('board-bugs', 'Bugs', <LayoutGrid />),
        item('task-42', '#42 Magic link lands on a blank page in Safari', <FileText />, {
          keywords: ['42', 'safari'],
        }),
      ],
    },
    { heading: 'Create', items: [item('new-task', 'New task', <Plus />, { shortcut: 'C' })] },
    {
      heading: 'Theme',
      items: [
        item('theme-light', 'Light theme', <Sun />),
        item('theme-dark', 'Dark theme', <Moon />),
      ],
    },
  ];
  return (
    <div className="flex items-center gap-2 text-muted text-sm">
      <Button onClick={() => setOpen(true)}>Open command palette</Button>
      or press <Kbd>Ctrl</Kbd>
      <Kbd>K</Kbd>
      <CommandPalette open={open} onOpenChange={setOpen} groups={groups} />
    </div>
  );
}

const meta = {
  title: 'Workspace/CommandPalette',
  args: { onRun: fn() },
  render: (args) => <PaletteDemo {...args} />,
} satisfies Meta<PaletteArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ShortcutSearchAndRun: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const opener = canvas.getByRole('button', { name: 'Open command palette' });
    opener.focus();
    await userEvent.keyboard('{Control>}k{/Control}');
    const dialog = await body.findByRole('dialog', { name: 'Command palette' });
    const input = within(dialog).getByRole('combobox');
    await waitFor(() => expect(input).toHaveFocus());
    await userEvent.type(input, 'safari');
    await waitFor(() => expect(within(dialog).getAllByRole('option')).toHaveLength(1));
    await userEvent.keyboard('{Enter}');
    await expect(args.onRun).toHaveBeenCalledWith('task-42');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(opener).toHaveFocus();
  },
};

export const ArrowKeysChoose: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open command palette' }));
    await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onRun).toHaveBeenCalledWith('task-42');
  },
};

export const NoResults: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open command palette' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await userEvent.type(within(dialog).getByRole('combobox'), 'zzzz');
    await expect(await within(dialog).findByText('No results.')).toBeVisible();
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  render: (args) => <PaletteDemo {...args} initiallyOpen />,
  play: async ({ canvasElement }) => {
    await within(canvasElement.ownerDocument.body).findByRole('dialog');
  },
};
