import { TabNav, TabNavLink } from '@tandem/ui/navigation';
import { Link } from '@tanstack/react-router';
import { Activity, CircleUserRound, Columns3, Settings, Trash2 } from 'lucide-react';

const TABS = [
  { to: '/w/$slug', label: 'Boards', Icon: Columns3, exact: true },
  { to: '/w/$slug/activity', label: 'Activity', Icon: Activity, exact: false },
  { to: '/w/$slug/trash', label: 'Trash', Icon: Trash2, exact: false },
  { to: '/w/$slug/settings', label: 'Settings', Icon: Settings, exact: false },
] as const;

/** Props of {@link WorkspaceNav}. */
export interface WorkspaceNavProps {
  slug: string;
  /** Whether to offer the Trash: viewers restore nothing, so it holds nothing for them. */
  showTrash: boolean;
}

/**
 * The tabs of a workspace: boards, activity, the Trash (members and up) and settings, then
 * "My tasks" across workspaces.
 */
export function WorkspaceNav({ slug, showTrash }: WorkspaceNavProps) {
  const tabs = showTrash ? TABS : TABS.filter((tab) => tab.label !== 'Trash');
  return (
    <TabNav aria-label="Workspace">
      {tabs.map(({ to, label, Icon, exact }) => (
        <TabNavLink key={to} asChild>
          {/* Boards is also the prefix of every board's page: only its own path marks it. */}
          <Link to={to} params={{ slug }} activeOptions={{ exact }}>
            <Icon aria-hidden="true" />
            {label}
          </Link>
        </TabNavLink>
      ))}
      <TabNavLink asChild>
        <Link to="/my-tasks">
          <CircleUserRound aria-hidden="true" />
          My tasks
        </Link>
      </TabNavLink>
    </TabNav>
  );
}
