import { setTimeout as sleep } from 'node:timers/promises';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { whenSettled } from './when-settled';

// Node has no requestIdleCallback: `whenIdle` falls back to a timeout, as in Safari.
beforeEach(() => vi.stubGlobal('window', globalThis));
afterEach(() => vi.unstubAllGlobals());

/** A query whose answer the test gives when it chooses. */
function pendingQuery(queryClient: QueryClient, key: string) {
  let answer: (value: number) => void = () => undefined;
  const fetched = queryClient.fetchQuery({
    queryKey: [key],
    queryFn: () => new Promise<number>((resolve) => (answer = resolve)),
  });
  return { fetched, answer: (value: number) => answer(value) };
}

describe('whenSettled', () => {
  it('waits until no query is fetching, then runs once', async () => {
    const queryClient = new QueryClient();
    const tasks = pendingQuery(queryClient, 'tasks');
    const run = vi.fn();
    whenSettled(queryClient, run);
    await sleep(30);
    expect(run).not.toHaveBeenCalled();

    // A second query starts before the first ends: still waiting.
    const members = pendingQuery(queryClient, 'members');
    tasks.answer(1);
    await tasks.fetched;
    await sleep(30);
    expect(run).not.toHaveBeenCalled();

    members.answer(2);
    await members.fetched;
    await vi.waitFor(() => expect(run).toHaveBeenCalledOnce());

    await queryClient.fetchQuery({ queryKey: ['later'], queryFn: async () => 3 });
    await sleep(30);
    expect(run).toHaveBeenCalledOnce();
  });

  it('runs when idle if nothing is fetching, and not once cancelled', async () => {
    const queryClient = new QueryClient();
    const run = vi.fn();
    whenSettled(queryClient, run);
    await vi.waitFor(() => expect(run).toHaveBeenCalledOnce());

    const cancelled = vi.fn();
    const tasks = pendingQuery(queryClient, 'tasks');
    whenSettled(queryClient, cancelled)();
    tasks.answer(1);
    await tasks.fetched;
    await sleep(30);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
