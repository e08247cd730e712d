export { Avatar, type AvatarProps, avatarVariants } from './avatar';
export { AvatarStack, type AvatarStackPerson, type AvatarStackProps } from './avatar-stack';
export { initialsOf } from './initials';
export { Kbd, type KbdProps } from './kbd';
