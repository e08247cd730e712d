/** An identity chosen on the consent page, as a provider's user-info endpoint returns it. */
export interface ProviderIdentity {
  sub: string;
  email: string;
  name: string;
  userName: string;
  avatarUrl: string;
}

/**
 * The codes the fake provider hands out on its consent page and `/callback` exchanges, once
 * each, for the chosen identity — a real provider's token endpoint, kept in memory.
 */
export interface ProviderCodes {
  /** Stores `identity` under a new code valid until `expires` (ms since the epoch). */
  issue(code: string, identity: ProviderIdentity, expires: number): void;
  /** The identity of an unexpired code, forgetting the code; `undefined` otherwise. */
  redeem(code: string, now: number): ProviderIdentity | undefined;
}

/** Creates an empty {@link ProviderCodes} store. */
export function createProviderCodes(): ProviderCodes {
  const codes = new Map<string, { identity: ProviderIdentity; expires: number }>();
  return {
    issue(code, identity, expires) {
      codes.set(code, { identity, expires });
    },
    redeem(code, now) {
      const grant = codes.get(code);
      codes.delete(code);
      return grant && grant.expires >= now ? grant.identity : undefined;
    },
  };
}
