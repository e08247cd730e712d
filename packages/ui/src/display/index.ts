export { Avatar, type AvatarProps, avatarVariants } from './avatar';
export { AvatarStack, type AvatarStackPerson, type AvatarStackProps } from './avatar-stack';
export { DividedList, type DividedListProps } from './divided-list';
export { Divider, type DividerProps } from './divider';
export { initialsOf } from './initials';
export { Kbd, type KbdProps } from './kbd';
export { type Shortcut, ShortcutList, type ShortcutListProps } from './shortcut-list';
export { StatGrid, type StatGridProps } from './stat-grid';
