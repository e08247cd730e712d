import { cva, type VariantProps } from 'class-variance-authority';

/** Class recipe shared by {@link Button} and {@link IconButton}. */
export const buttonVariants = cva(
  [
    'inline-flex shrink-0 select-none items-center justify-center gap-1.5 whitespace-nowrap font-medium',
    'rounded-md transition-[background-color,border-color,color,box-shadow] duration-(--tandem-duration-fast)',
    'outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-1 focus-visible:ring-offset-surface',
    'disabled:pointer-events-none disabled:opacity-50 aria-busy:cursor-progress',
    '[&_svg]:pointer-events-none [&_svg]:shrink-0',
  ],
  {
    variants: {
      variant: {
        primary: 'bg-accent text-accent-fg shadow-sm hover:bg-accent-hover',
        secondary: 'border border-border bg-surface text-fg shadow-sm hover:bg-hover',
        // `aria-pressed`: a ghost button can be a toggle ("Show canceled").
        ghost: 'text-muted hover:bg-hover hover:text-fg aria-pressed:bg-hover aria-pressed:text-fg',
        danger: 'bg-danger text-danger-fg shadow-sm hover:bg-danger-hover',
        link: 'h-auto px-0 text-accent-text underline-offset-4 hover:underline',
      },
      size: {
        sm: 'h-7 px-2.5 text-xs [&_svg]:size-3.5',
        md: 'h-8 px-3 text-sm [&_svg]:size-4',
        lg: 'h-10 px-4 text-base [&_svg]:size-4',
      },
    },
    // A link is text in a sentence: no button height or padding whatever its size.
    compoundVariants: [{ variant: 'link', size: ['sm', 'md', 'lg'], class: 'h-auto px-0' }],
    defaultVariants: { variant: 'secondary', size: 'md' },
  },
);

/** Variant options of {@link buttonVariants}. */
export type ButtonVariantProps = VariantProps<typeof buttonVariants>;
