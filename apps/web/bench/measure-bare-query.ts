import { createTandemClient } from '@tandem/api-client';
import { taskSchema } from '@tandem/schemas';
import { DEMO_PASSWORD, DEMO_USERS } from './sign-in.ts';

const WARM_UP = 3;
/** supabase/config.toml's `max_rows`, as the app's client pages by. */
const PAGE_ROWS = 1000;

/**
 * The board's tasks query as the app sends it (the same columns, order and pages), through bare
 * supabase-js from Node: no browser, no parsing, no rendering. Its time beside the app's
 * request in the same run tells the backend's share from the page's.
 */
export async function measureBareQuery(
  url: string,
  key: string,
  boardId: string,
  runs: number,
): Promise<number[]> {
  const tandem = createTandemClient({ url, key, auth: { autoRefreshToken: false } });
  await tandem.auth.signInWithPassword({ email: DEMO_USERS.owner, password: DEMO_PASSWORD });
  // The client's own PostgREST part, used directly: nothing of Tandem's on the path.
  // Paged as the app pages it (max_rows is 1,000): the first page counts, the rest at once.
  const { from: table } = await tandem.supabase();
  const page = (from: number, count?: 'exact') =>
    table('tasks')
      .select(Object.keys(taskSchema.shape).join(','), { count })
      .eq('board_id', boardId)
      .order('status')
      .order('position')
      .order('id')
      .range(from, from + PAGE_ROWS - 1);
  const query = async () => {
    const first = await page(0, 'exact');
    if (first.error || !first.count) throw new Error(`bare query failed: ${first.error?.message}`);
    const starts: number[] = [];
    for (let from = PAGE_ROWS; from < first.count; from += PAGE_ROWS) starts.push(from);
    const rest = await Promise.all(starts.map((from) => page(from)));
    const rows = rest.reduce((sum, more) => sum + (more.data?.length ?? 0), first.data.length);
    if (rows !== first.count) throw new Error(`bare query read ${rows} of ${first.count} rows`);
  };
  for (let i = 0; i < WARM_UP; i += 1) await query();
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    await query();
    times.push(performance.now() - started);
  }
  await tandem.auth.signOut();
  return times;
}
