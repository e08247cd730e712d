import { cva } from 'class-variance-authority';
import { Avatar as AvatarPrimitive } from 'radix-ui';
import type * as React from 'react';
import { cn } from '../foundations/cn';
import { paletteColors } from '../foundations/palette';
import { initialsOf } from './initials';

/** Class recipe of {@link Avatar}. */
export const avatarVariants = cva(
  'relative inline-flex shrink-0 select-none items-center justify-center overflow-hidden rounded-full align-middle font-semibold',
  {
    variants: {
      size: {
        xs: 'size-5 text-[0.5625rem]',
        sm: 'size-6 text-[0.625rem]',
        md: 'size-8 text-xs',
        lg: 'size-12 text-base',
      },
    },
    defaultVariants: { size: 'md' },
  },
);

/** Props of {@link Avatar}. */
export interface AvatarProps extends Omit<React.ComponentProps<'span'>, 'children'> {
  /** The person's display name: the accessible name and the source of the initials. */
  name: string;
  /** Image URL; the initials show while it loads and if it fails. */
  src?: string | null;
  /** @default 'md' */
  size?: 'xs' | 'sm' | 'md' | 'lg';
  /**
   * Hide from assistive technology when the name is already written next to the avatar.
   * @default false
   */
  decorative?: boolean;
}

/** A person's picture, or their initials on a colour derived from their name. */
export function Avatar({
  name,
  src,
  size,
  decorative = false,
  className,
  style,
  ...props
}: AvatarProps) {
  const colors = paletteColors(name);
  return (
    <AvatarPrimitive.Root
      role={decorative ? undefined : 'img'}
      aria-label={decorative ? undefined : name}
      aria-hidden={decorative || undefined}
      className={cn(avatarVariants({ size }), className)}
      style={{ backgroundColor: colors.background, color: colors.foreground, ...style }}
      {...props}
    >
      {src ? <AvatarPrimitive.Image src={src} alt="" className="size-full object-cover" /> : null}
      <AvatarPrimitive.Fallback aria-hidden="true" delayMs={src ? 300 : 0}>
        {initialsOf(name)}
      </AvatarPrimitive.Fallback>
    </AvatarPrimitive.Root>
  );
}
