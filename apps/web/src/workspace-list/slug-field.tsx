import { ERROR_CATALOGUE } from '@tandem/schemas';
import { Field, Input } from '@tandem/ui/forms';
import type * as React from 'react';
import type { SlugAvailability } from './use-slug-availability';

/** Props of {@link SlugField}. */
export interface SlugFieldProps extends React.ComponentProps<typeof Input> {
  /** The slug as typed, for the address preview. */
  slug: string;
  /** The live check's answer. */
  availability: SlugAvailability;
  /** The form's own error for the field (format, or `data/duplicate` from the server). */
  error?: string;
  /** The slug is the workspace’s current one (settings), not one to create. @default false */
  existing?: boolean;
}

function statusOf(slug: string, availability: SlugAvailability, existing: boolean): string {
  switch (availability) {
    case 'checking':
      return `Checking /w/${slug}…`;
    case 'available':
      return `/w/${slug} is available.`;
    default:
      return existing
        ? `Its pages live at /w/${slug}.`
        : `Your workspace will live at /w/${slug || 'your-slug'}.`;
  }
}

/**
 * The slug input with its live status under it ("/w/acme is available"); a taken slug shows
 * the catalogue's `data/duplicate` message as the field's error.
 */
export function SlugField({
  slug,
  availability,
  error,
  existing = false,
  ...props
}: SlugFieldProps) {
  const taken = availability === 'taken' ? ERROR_CATALOGUE['data/duplicate'].message : undefined;
  return (
    <Field
      label="Slug"
      description={<span aria-live="polite">{statusOf(slug, availability, existing)}</span>}
      error={error ?? taken}
    >
      <Input autoCapitalize="off" autoComplete="off" spellCheck={false} {...props} />
    </Field>
  );
}
