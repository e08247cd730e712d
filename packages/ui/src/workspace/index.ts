export { ActivityFeed, type ActivityFeedProps } from './activity-feed';
export { AppHeader, type AppHeaderProps } from './app-header';
export { AppShell, type AppShellProps } from './app-shell';
export { AuthCard, type AuthCardProps } from './auth-card';
export { CardGrid, type CardGridProps } from './card-grid';
export { CardGridSkeleton, type CardGridSkeletonProps } from './card-grid-skeleton';
export {
  CommandPalette,
  type CommandPaletteGroup,
  type CommandPaletteItem,
  type CommandPaletteProps,
} from './command-palette';
export { GitHubMark, type GitHubMarkProps } from './github-mark';
export { InvitationCard, type InvitationCardProps } from './invitation-card';
export { InvitationRow, type InvitationRowProps } from './invitation-row';
export { LabelManager, type LabelManagerProps } from './label-manager';
export type { ManagedLabel } from './label-manager-row';
export { MemberRow, type MemberRowProps, ROLE_LABELS } from './member-row';
export { PageHeader, type PageHeaderProps } from './page-header';
export { ResourceCard, type ResourceCardProps } from './resource-card';
export { SettingsRow, type SettingsRowProps } from './settings-row';
export { SettingsSection, type SettingsSectionProps } from './settings-section';
export { TandemMark, type TandemMarkProps } from './tandem-mark';
export { useCommandPaletteShortcut } from './use-command-palette-shortcut';
export { UserMenu, type UserMenuProps } from './user-menu';
export {
  WorkspaceSwitcher,
  type WorkspaceSwitcherItem,
  type WorkspaceSwitcherProps,
} from './workspace-switcher';
