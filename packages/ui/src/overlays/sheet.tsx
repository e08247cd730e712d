import { cva } from 'class-variance-authority';
import type { Dialog as DialogPrimitive } from 'radix-ui';
import type * as React from 'react';
import { cn } from '../foundations/cn';
import { Dialog, DialogClose, DialogTrigger } from './dialog';
import { ModalFrame } from './modal-frame';

/** The sheet's state holder (a Radix Dialog Root, whose code loads when it first opens). */
export const Sheet = Dialog;
/** The element that opens the sheet; focus returns to it on close. */
export const SheetTrigger = DialogTrigger;
/** Wrap any element to make it close the sheet. */
export const SheetClose = DialogClose;

const endWidths = { md: 'w-[min(36rem,100%-2rem)]', lg: 'w-[min(46rem,100%)]' } as const;

const sheetVariants = cva(
  'fixed z-50 flex flex-col gap-4 border-border bg-surface text-fg shadow-lg outline-none',
  {
    variants: {
      side: {
        end: 'inset-y-0 end-0 h-full border-s data-[state=open]:animate-slide-in-end rtl:data-[state=open]:animate-slide-in-start',
        start:
          'inset-y-0 start-0 h-full w-[min(22rem,100%-2rem)] border-e data-[state=open]:animate-slide-in-start rtl:data-[state=open]:animate-slide-in-end',
        bottom:
          'inset-x-0 bottom-0 max-h-[85dvh] rounded-t-xl border-t data-[state=open]:animate-slide-in-bottom',
      },
    },
    defaultVariants: { side: 'end' },
  },
);

/** Props of {@link SheetContent}. */
export interface SheetContentProps
  extends Omit<React.ComponentProps<typeof DialogPrimitive.Content>, 'title'> {
  /** The heading, which names the sheet. */
  title: React.ReactNode;
  /** Shown under the title and announced as the description. */
  description?: React.ReactNode;
  /** Visually hide the title while keeping it as the accessible name. @default false */
  hideTitle?: boolean;
  /** Edge the sheet slides in from; `end` follows the text direction. @default 'end' */
  side?: 'start' | 'end' | 'bottom';
  /**
   * Leave the body without padding, for content that brings its own frame (a task's detail
   * panel with its header). @default false
   */
  flush?: boolean;
  /** Width of an `end` sheet: `md` (36rem) or `lg` (46rem, a task's panel). @default 'md' */
  size?: keyof typeof endWidths;
  /** Hide the close button in the corner, when the content has its own (Escape still closes). @default false */
  hideClose?: boolean;
}

/** A modal panel sliding in from an edge (a drawer), with the focus handling of a dialog. */
export function SheetContent({
  title,
  description,
  hideTitle = false,
  side = 'end',
  flush = false,
  hideClose = false,
  size = 'md',
  className,
  children,
  ...props
}: SheetContentProps) {
  return (
    <ModalFrame
      title={title}
      description={description}
      hideClose={hideClose}
      headingClassName={cn('px-5 pt-5 pe-12', hideTitle && 'sr-only')}
      className={cn(
        sheetVariants({ side }),
        side === 'end' && endWidths[size],
        flush && 'gap-0',
        className,
      )}
      {...props}
    >
      <div
        className={cn(
          'min-h-0 flex-1',
          flush ? 'flex flex-col overflow-hidden' : 'overflow-y-auto px-5 pb-5',
        )}
      >
        {children}
      </div>
    </ModalFrame>
  );
}
