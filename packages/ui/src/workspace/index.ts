export { AuthCard, type AuthCardProps } from './auth-card';
export {
  CommandPalette,
  type CommandPaletteGroup,
  type CommandPaletteItem,
  type CommandPaletteProps,
} from './command-palette';
export { MemberRow, type MemberRowProps, ROLE_LABELS } from './member-row';
export { useCommandPaletteShortcut } from './use-command-palette-shortcut';
