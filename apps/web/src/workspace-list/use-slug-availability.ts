import { slugSchema } from '@tandem/schemas';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTandemQueries } from '../lib/use-tandem-queries';

/** How long typing must pause before the slug is checked, in ms. */
const DEBOUNCE_MS = 300;

/** What the live check knows about a slug. */
export type SlugAvailability = 'idle' | 'checking' | 'available' | 'taken';

/**
 * Checks, while the user types, whether a slug is still free: only well-formed slugs (the
 * form shows format errors itself), only after a pause, and never `unchanged` (the
 * workspace's own slug in the settings form). Advisory only: creating or saving decides.
 */
export function useSlugAvailability(slug: string, unchanged?: string): SlugAvailability {
  const queries = useTandemQueries();
  const [debounced, setDebounced] = useState(slug);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(slug), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [slug]);
  const wellFormed = slugSchema.safeParse(debounced).success && debounced !== unchanged;
  const check = useQuery({ ...queries.workspaces.slugAvailable(debounced), enabled: wellFormed });
  if (!slugSchema.safeParse(slug).success || slug === unchanged) return 'idle';
  if (debounced !== slug || check.isPending) return 'checking';
  if (check.isError) return 'idle';
  return check.data ? 'available' : 'taken';
}
