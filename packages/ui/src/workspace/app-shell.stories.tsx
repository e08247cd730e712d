import type { Meta, StoryObj } from '@storybook/react-vite';
import { Plus } from 'lucide-react';
import { expect, fn } from 'storybook/test';
import { Button } from '../actions/button';
import { EmptyState } from '../feedback/empty-state';
import {
  BreadcrumbItem,
  BreadcrumbList,
  BreadcrumbPage,
  BreadcrumbSeparator,
  Breadcrumbs,
} from '../navigation/breadcrumbs';
import { AppHeader } from './app-header';
import { AppShell } from './app-shell';
import { PageHeader } from './page-header';
import { TandemMark } from './tandem-mark';
import { UserMenu } from './user-menu';
import { WorkspaceSwitcher } from './workspace-switcher';

const workspaces = [
  { slug: 'acme-product', name: 'Acme Product' },
  { slug: 'side-project', name: 'Side project' },
];

function Header() {
  return (
    <AppHeader
      start={
        <>
          <TandemMark className="size-6" />
          <Breadcrumbs>
            <BreadcrumbList>
              <BreadcrumbItem>
                <WorkspaceSwitcher
                  workspaces={workspaces}
                  currentSlug="acme-product"
                  onSelect={fn()}
                />
              </BreadcrumbItem>
              <BreadcrumbSeparator />
              <BreadcrumbItem>
                <BreadcrumbPage>Boards</BreadcrumbPage>
              </BreadcrumbItem>
            </BreadcrumbList>
          </Breadcrumbs>
        </>
      }
      end={
        <UserMenu
          name="Olivia Owner"
          email="owner@demo.tandem.test"
          theme="system"
          onThemeChange={fn()}
          onOpenProfile={fn()}
          onSignOut={fn()}
        />
      }
    />
  );
}

const meta = {
  title: 'Workspace/AppShell',
  component: AppShell,
  args: {
    header: <Header />,
    children: (
      <>
        <PageHeader
          title="Boards"
          description="Plan work on boards; archive the ones you are done with."
          actions={
            <Button variant="primary">
              <Plus /> New board
            </Button>
          }
        />
        <EmptyState title="No boards yet" headingLevel={2} />
      </>
    ),
  },
  // The shell brings its own page background and spacing.
  decorators: [(Story) => <div className="-m-6">{Story()}</div>],
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignedInPage: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('banner')).toBeVisible();
    await expect(canvas.getByRole('main')).toHaveAttribute('id', 'main');
    await expect(canvas.getByRole('heading', { level: 1, name: 'Boards' })).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Breadcrumb' })).toBeVisible();
  },
};

export const Phone: Story = {
  render: (args) => (
    <div className="w-[390px] border border-border">
      <AppShell {...args} />
    </div>
  ),
};

export const DarkTheme: Story = { globals: { theme: 'dark' } };

const CARD_IDS = Array.from({ length: 12 }, (_, index) => `card-${index}`);

/** A board page: the shell fits the viewport and the page scrolls inside its own regions. */
export const FitToViewport: Story = {
  args: {
    fit: true,
    children: (
      <div className="flex min-h-0 flex-1 gap-3 overflow-x-auto">
        {['Backlog', 'Todo', 'In Progress'].map((name) => (
          <section
            key={name}
            aria-label={name}
            className="flex w-66 shrink-0 flex-col gap-2 overflow-y-auto rounded-xl bg-subtle p-2"
          >
            {CARD_IDS.map((id) => (
              <div key={id} className="h-16 shrink-0 rounded-lg border border-border bg-surface" />
            ))}
          </section>
        ))}
      </div>
    ),
  },
  decorators: [(Story) => <div className="h-[480px] [&>div]:h-full">{Story()}</div>],
  play: async ({ canvasElement, canvas }) => {
    const main = canvas.getByRole('main');
    // The document does not scroll: the shell is as tall as its frame.
    const shell = canvasElement.querySelector('main')?.parentElement as HTMLElement;
    await expect(shell.scrollHeight).toBeLessThanOrEqual(shell.clientHeight + 1);
    await expect(main).toBeVisible();
  },
};
