import type { SupabaseParts } from '../internal/context.js';
import { presenceIdentity } from './identity.js';
import { type ChannelRegistry, createChannelRegistry } from './registry.js';

/** One registry per client, whichever of its namespaces opens a channel first. */
const registries = new WeakMap<SupabaseParts, ChannelRegistry>();

/**
 * The channel registry of the client `supabase` belongs to: the `realtime` and `notifications`
 * namespaces share it, so every channel of a client lives on one socket, with one token keeper
 * and one rebuild policy.
 */
export function registryOf(supabase: SupabaseParts): ChannelRegistry {
  let registry = registries.get(supabase);
  if (!registry) {
    registry = createChannelRegistry(supabase, () => presenceIdentity(supabase));
    registries.set(supabase, registry);
  }
  return registry;
}
