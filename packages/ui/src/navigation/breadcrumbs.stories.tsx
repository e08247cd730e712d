import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import {
  BreadcrumbItem,
  BreadcrumbLink,
  BreadcrumbList,
  BreadcrumbPage,
  BreadcrumbSeparator,
  Breadcrumbs,
} from './breadcrumbs';

const meta = {
  title: 'Navigation/Breadcrumbs',
  component: Breadcrumbs,
  render: (args) => (
    <Breadcrumbs {...args}>
      <BreadcrumbList>
        <BreadcrumbItem collapsible>
          <BreadcrumbLink href="#workspace">Acme Product</BreadcrumbLink>
        </BreadcrumbItem>
        <BreadcrumbSeparator collapsible />
        <BreadcrumbItem>
          <BreadcrumbLink href="#board">Roadmap</BreadcrumbLink>
        </BreadcrumbItem>
        <BreadcrumbSeparator />
        <BreadcrumbItem>
          <BreadcrumbPage>Settings</BreadcrumbPage>
        </BreadcrumbItem>
      </BreadcrumbList>
    </Breadcrumbs>
  ),
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Trail: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Breadcrumb' })).toBeVisible();
    await expect(canvas.getByText('Settings')).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Roadmap' })).toHaveAttribute('href', '#board');
  },
};

export const RightToLeft: Story = { globals: { dir: 'rtl' } };

export const DarkTheme: Story = { globals: { theme: 'dark' } };
