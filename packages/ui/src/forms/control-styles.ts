/** Classes shared by text-like controls so Input, Textarea and Select line up. */
export const controlClasses = [
  'w-full min-w-0 rounded-md border border-border bg-surface text-fg text-sm shadow-sm',
  'placeholder:text-faint transition-[border-color,box-shadow] duration-(--tandem-duration-fast)',
  'outline-none hover:border-border-strong focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/25',
  'disabled:cursor-not-allowed disabled:bg-subtle disabled:opacity-60',
  'aria-invalid:border-danger aria-invalid:focus-visible:ring-danger/25',
].join(' ');
