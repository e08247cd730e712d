import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { CopyField } from './copy-field';
import { Field } from './field';

const LINK = 'https://tandem.app/invite/6f1c2a9e4b7d4f0e8a3c5b1d2e9f7a6c';

const meta = {
  title: 'Forms/CopyField',
  component: CopyField,
  args: { value: LINK, copyLabel: 'Copy link' },
  render: (args) => (
    <div className="max-w-lg">
      <Field label="Invitation link" description="Anyone with this link can see who it is for.">
        <CopyField {...args} />
      </Field>
    </div>
  ),
} satisfies Meta<typeof CopyField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CopiesAndConfirms: Story = {
  play: async ({ canvas }) => {
    const written: string[] = [];
    // The test browser has no clipboard permission: record what would be written.
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: async (text: string) => void written.push(text) },
    });
    await expect(canvas.getByLabelText('Invitation link')).toHaveValue(LINK);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Copied' })).toBeVisible());
    await expect(written).toEqual([LINK]);
  },
};

/** As wide as a phone: the link is cut off inside the field, the button keeps its size. */
export const Narrow: Story = {
  decorators: [(Story) => <div className="w-[358px]">{Story()}</div>],
};

export const DarkTheme: Story = { globals: { theme: 'dark' } };
