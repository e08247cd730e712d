import { TabNav, TabNavLink } from '@tandem/ui/navigation';
import { Link } from '@tanstack/react-router';
import { Activity, CircleUserRound, Columns3, Settings } from 'lucide-react';

const TABS = [
  { to: '/w/$slug', label: 'Boards', Icon: Columns3, exact: true },
  { to: '/w/$slug/activity', label: 'Activity', Icon: Activity, exact: false },
  { to: '/w/$slug/settings', label: 'Settings', Icon: Settings, exact: false },
] as const;

/** The tabs of a workspace: boards, activity and settings, then "My tasks" across workspaces. */
export function WorkspaceNav({ slug }: { slug: string }) {
  return (
    <TabNav aria-label="Workspace">
      {TABS.map(({ to, label, Icon, exact }) => (
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
