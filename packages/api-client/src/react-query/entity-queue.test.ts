import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { entityQueueFor } from './entity-queue.js';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('entity queue', () => {
  it('runs writes on one entity in order, and others independently', async () => {
    const queue = entityQueueFor(new QueryClient());
    const order: string[] = [];
    const first = deferred<string>();
    const a1 = queue.run('task:a', async () => {
      order.push('a1 start');
      return first.promise;
    });
    const a2 = queue.run('task:a', async () => {
      order.push('a2 start');
      return 'a2';
    });
    const b1 = queue.run('task:b', async () => {
      order.push('b1 start');
      return 'b1';
    });
    await b1;
    expect(order).toEqual(['a1 start', 'b1 start']);
    expect(queue.busy('task:a')).toBe(true);
    first.reject(new Error('refused'));
    await expect(a1).rejects.toThrow('refused');
    await expect(a2).resolves.toBe('a2');
    expect(order).toEqual(['a1 start', 'b1 start', 'a2 start']);
  });

  it('reports when the last write on an entity settles', async () => {
    const client = new QueryClient();
    const queue = entityQueueFor(client);
    expect(entityQueueFor(client)).toBe(queue);
    const idle: string[] = [];
    queue.onIdle((entity) => idle.push(entity));
    await Promise.all([queue.run('x', async () => 1), queue.run('x', async () => 2)]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(idle).toEqual(['x']);
    expect(queue.busy('x')).toBe(false);
  });

  it("rebases a write over this queue's own writes, also once the entity settled", async () => {
    const queue = entityQueueFor(new QueryClient());
    const first = deferred<number>();
    const running = queue.run('task:a', async () => {
      const version = await first.promise;
      queue.produced('task:a', version);
      return version;
    });
    const second = queue.run('task:a', async () => queue.rebase('task:a', 3));
    first.resolve(4);
    await running;
    // Based on 3, like the first write, which took the task to 4.
    await expect(second).resolves.toBe(4);
    // Versions no own write started from are kept: another member's change still conflicts.
    expect(queue.rebase('task:a', 7)).toBe(7);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(queue.anyBusy()).toBe(false);
    // An edit begun before that write and saved after it settled is this client's too.
    expect(queue.rebase('task:a', 3)).toBe(4);
  });
});
