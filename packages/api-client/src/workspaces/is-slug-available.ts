import { slugSchema } from '@tandem/schemas';
import * as z from 'zod/mini';
import type { ClientContext } from '../internal/context.js';
import { unwrap } from '../internal/unwrap.js';
import { validateInput } from '../internal/validate.js';

/**
 * Whether no workspace uses `slug` yet, for the live check of the "create workspace" form.
 * Asks the RPC `is_slug_available`, since the caller cannot see other people's workspaces.
 * Advisory only: `create` may still answer `data/duplicate` if someone takes it meanwhile.
 *
 * @throws TandemError `data/invalid` with `fieldErrors.slug` for a malformed slug, before any
 * request; `data/forbidden` when nobody is signed in.
 */
export async function isSlugAvailable(context: ClientContext, slug: string): Promise<boolean> {
  const input = validateInput(z.object({ slug: slugSchema }), { slug });
  const available = await unwrap(context.supabase.rpc('is_slug_available', { slug: input.slug }));
  return available === true;
}
