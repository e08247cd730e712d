import { slugSchema } from '@tandem/schemas';
import * as z from 'zod/mini';
import { TandemError } from '../errors/tandem-error.js';
import type { ClientContext } from '../internal/context.js';
import { requireUserId } from '../internal/current-user.js';
import { unwrap } from '../internal/unwrap.js';
import { validateInput } from '../internal/validate.js';
import {
  MEMBERSHIP_USER,
  parseWorkspaceWithRole,
  WORKSPACE_WITH_ROLE_SELECT,
  type WorkspaceWithRole,
} from './with-role.js';

/**
 * The workspace at `/w/:slug` with the caller's role in it.
 *
 * @throws TandemError `data/not-found` when there is no such workspace or the caller is not a
 * member (the two look alike, so a URL never reveals that a workspace exists);
 * `data/invalid` for a malformed slug, before any request.
 */
export async function getBySlug(context: ClientContext, slug: string): Promise<WorkspaceWithRole> {
  const input = validateInput(z.object({ slug: slugSchema }), { slug });
  const userId = await requireUserId(context);
  const rows = await unwrap(
    context.supabase
      .from('workspaces')
      .select(WORKSPACE_WITH_ROLE_SELECT)
      .eq('slug', input.slug)
      .eq(MEMBERSHIP_USER, userId)
      .limit(1),
  );
  const row = rows?.[0];
  if (!row) throw new TandemError('data/not-found');
  return parseWorkspaceWithRole(row);
}
