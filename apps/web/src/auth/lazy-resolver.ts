import { useEffect } from 'react';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { authResolvers } from './form-resolvers';

type AuthResolvers = typeof authResolvers;

let loading: Promise<AuthResolvers> | undefined;

function loadResolvers(): Promise<AuthResolvers> {
  loading ??= import('./form-resolvers').then(
    (module) => module.authResolvers,
    (error: unknown) => {
      // A failed download (offline) may succeed on the next submit.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * The resolver of the auth form `name` (see `form-resolvers.ts`), whose schemas and Zod are
 * fetched once the form has painted rather than with the page. react-hook-form validates on
 * submit first, by which time they are there; a submit that comes sooner waits for them.
 *
 * Should they fail to download (offline), the values go through unvalidated: the call that
 * follows then fails the way every call does offline, and the server still validates them.
 */
export function useLazyResolver<T extends FieldValues>(name: keyof AuthResolvers): Resolver<T> {
  useEffect(() => {
    loadResolvers().catch(() => {
      // Tried again on submit.
    });
  }, []);
  return async (values, context, options) => {
    let resolvers: AuthResolvers;
    try {
      resolvers = await loadResolvers();
    } catch {
      return { values, errors: {} };
    }
    const resolver = resolvers[name] as unknown as Resolver<T>;
    return resolver(values, context, options);
  };
}
