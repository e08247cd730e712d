import type { CommandPaletteGroup } from '@tandem/ui/workspace';
import type { useNavigate } from '@tanstack/react-router';
import { Activity, Columns3, LayoutGrid, LogOut, Settings, UserRound } from 'lucide-react';

/** What {@link navigationCommands} needs from the app. */
export interface NavigationCommandsContext {
  /** The workspace on screen, if any: its pages come first. */
  slug: string | undefined;
  navigate: ReturnType<typeof useNavigate>;
  /** Signs out of this browser. */
  signOut: () => void;
}

/**
 * The palette's way to every page and account action the header, the workspace tabs and the
 * user menu offer: the workspace's boards, activity and settings, all workspaces, the profile,
 * and signing out. Keywords hold the words people search for what the page holds.
 */
export function navigationCommands({
  slug,
  navigate,
  signOut,
}: NavigationCommandsContext): CommandPaletteGroup[] {
  const workspacePages = slug
    ? [
        {
          id: 'go:boards',
          label: 'Boards',
          keywords: ['workspace', 'home'],
          icon: <Columns3 />,
          onSelect: () => void navigate({ to: '/w/$slug', params: { slug } }),
        },
        {
          id: 'go:activity',
          label: 'Activity',
          keywords: ['history', 'feed', 'log'],
          icon: <Activity />,
          onSelect: () => void navigate({ to: '/w/$slug/activity', params: { slug } }),
        },
        {
          id: 'go:workspace-settings',
          label: 'Workspace settings',
          keywords: ['members', 'invite', 'invitations', 'people', 'roles'],
          icon: <Settings />,
          onSelect: () => void navigate({ to: '/w/$slug/settings', params: { slug } }),
        },
      ]
    : [];
  return [
    {
      heading: 'Go to',
      items: [
        ...workspacePages,
        {
          id: 'go:workspaces',
          label: 'All workspaces',
          keywords: ['switch', 'workspaces'],
          icon: <LayoutGrid />,
          onSelect: () => void navigate({ to: '/workspaces' }),
        },
        {
          id: 'go:profile',
          label: 'Profile settings',
          keywords: ['account', 'avatar', 'name', 'password', 'two-factor', '2fa', 'sessions'],
          icon: <UserRound />,
          onSelect: () => void navigate({ to: '/settings/profile' }),
        },
      ],
    },
    {
      heading: 'Account',
      items: [
        {
          id: 'account:sign-out',
          label: 'Sign out',
          keywords: ['log out', 'logout'],
          icon: <LogOut />,
          onSelect: signOut,
        },
      ],
    },
  ];
}
