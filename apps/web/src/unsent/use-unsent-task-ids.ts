import { useMutationState } from '@tanstack/react-query';
import { useMemo } from 'react';
import { isUnsent, taskIdOf } from './unsent-changes';

const NONE: ReadonlySet<string> = new Set();

/**
 * The tasks with a change made here that could not be sent yet (offline), to mark them "Not
 * saved". The same set object while the ids are the same, so cards that did not change keep
 * their memoised render.
 */
export function useUnsentTaskIds(): ReadonlySet<string> {
  const ids = useMutationState({
    filters: { predicate: isUnsent },
    select: (mutation) => taskIdOf(mutation.state.variables) ?? '',
  });
  const key = [...new Set(ids)].filter(Boolean).sort().join(' ');
  return useMemo(() => (key ? new Set(key.split(' ')) : NONE), [key]);
}
