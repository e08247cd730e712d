import { randomUUID } from 'node:crypto';
import { engines, type TestBackend } from '@tandem/local-backend/testing';
import {
  ATTACHMENT_MAX_BYTES,
  AVATAR_MAX_BYTES,
  AVATAR_MIME_TYPES,
  STATE_CATEGORIES,
  TASK_PRIORITIES,
  TASK_STATUSES,
} from '@tandem/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminQuery, createUser, query, startBackend } from './helpers.js';
import { createBoard, createTask, createWorkspace, storeAttachmentObject } from './world.js';

const TABLES = [
  'profiles',
  'workspaces',
  'workspace_members',
  'invitations',
  'boards',
  'board_states',
  'tasks',
  'comments',
  'attachments',
  'activity',
  'task_watchers',
  'task_checklist_items',
  'workspace_labels',
  'saved_views',
  'notifications',
  'notification_preferences',
];

describe.each(engines)('schema on %s', (engine) => {
  let backend: TestBackend;

  beforeAll(async () => {
    backend = await startBackend(engine);
  });
  afterAll(() => backend?.stop());

  it('enables RLS on every table and names one policy per operation', async () => {
    const tables = await adminQuery<{ relname: string; relrowsecurity: boolean }>(
      backend,
      `select c.relname, c.relrowsecurity from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname in ('public', 'private') and c.relkind = 'r' order by 1`,
    );
    expect(tables.map((t) => t.relname).sort()).toEqual(
      [
        ...TABLES,
        'task_counters',
        'task_trash',
        'settings',
        'due_reminders',
        'import_parts',
        'board_imports',
        'invitation_emails',
      ].sort(),
    );
    expect(tables.every((t) => t.relrowsecurity)).toBe(true);
    const policies = await adminQuery<{ tablename: string; cmd: string; policyname: string }>(
      backend,
      `select tablename, cmd, policyname from pg_policies where schemaname = 'public' order by 1, 2`,
    );
    for (const table of TABLES) {
      const commands = policies.filter((p) => p.tablename === table);
      expect(commands.map((p) => p.cmd).sort(), table).toEqual([
        'DELETE',
        'INSERT',
        'SELECT',
        'UPDATE',
      ]);
      expect(commands.map((p) => p.policyname).sort(), table).toEqual(
        ['delete', 'insert', 'select', 'update'].map((op) => `${table}_${op}`),
      );
    }
  });

  it('defines the enums of @tandem/schemas in the same order', async () => {
    const rows = await adminQuery<{ name: string; labels: string[] }>(
      backend,
      `select t.typname as name, array_agg(e.enumlabel order by e.enumsortorder)::text[] as labels
       from pg_type t join pg_enum e on e.enumtypid = t.oid
       join pg_namespace n on n.oid = t.typnamespace where n.nspname = 'public' group by 1`,
    );
    const byName = Object.fromEntries(rows.map((r) => [r.name, r.labels]));
    expect(byName.task_status).toEqual([...TASK_STATUSES]);
    expect(byName.task_priority).toEqual([...TASK_PRIORITIES]);
    expect(byName.member_role).toEqual(['viewer', 'member', 'admin', 'owner']);
    expect(byName.state_category).toEqual([...STATE_CATEGORIES]);
  });

  it('has an index for every list the app reads', async () => {
    const indexes = await adminQuery<{ indexdef: string }>(
      backend,
      `select indexdef from pg_indexes where schemaname = 'public'`,
    );
    const defs = indexes.map((i) => i.indexdef.replaceAll('"', ''));
    for (const expected of [
      /ON public\.boards USING btree \(workspace_id, created_at\)/,
      /ON public\.tasks USING btree \(board_id, status, position\)/,
      /ON public\.tasks USING btree \(board_id, position, id\)/,
      /ON public\.tasks USING gin \(search\)/,
      /ON public\.tasks USING btree \(workspace_id, number\)/,
      /ON public\.comments USING btree \(task_id, created_at\)/,
      /ON public\.activity USING btree \(workspace_id, created_at DESC, id DESC\)/,
      /ON public\.activity USING btree \(workspace_id, board_id, created_at DESC, id DESC\)/,
      /ON public\.activity USING btree \(workspace_id, actor_id, created_at DESC, id DESC\)/,
      /ON public\.notifications USING btree \(recipient_id, updated_at DESC\)/,
      /ON public\.task_watchers USING btree \(user_id, task_id\)/,
      /ON public\.workspace_members USING btree \(user_id, workspace_id\)/,
      /ON public\.invitations USING btree \(token\)/,
      /ON public\.saved_views USING btree \(board_id, position\)/,
    ]) {
      expect(
        defs.some((d) => expected.test(d)),
        String(expected),
      ).toBe(true);
    }
  });

  it("serves the app's list queries from those indexes", async () => {
    const id = '00000000-0000-4000-a000-000000000000';
    const plans: [string, RegExp][] = [
      [
        `select * from public.tasks where board_id = '${id}' and status = 'todo' order by position limit 50`,
        // On these empty tables both board indexes cost the same; either yields the order.
        /tasks_board_(status_position|position_id)_idx/,
      ],
      [
        `select * from public.tasks where board_id = '${id}' order by position, id limit 1000 offset 1000`,
        /tasks_board_position_id_idx/,
      ],
      [
        `select * from public.comments where task_id = '${id}' order by created_at limit 50`,
        /comments_task_id_created_at_idx/,
      ],
      [
        `select * from public.activity where workspace_id = '${id}' order by created_at desc, id desc limit 50`,
        /activity_workspace_id_created_at_idx/,
      ],
      [
        `select * from public.boards where workspace_id = '${id}' order by created_at`,
        /boards_workspace_id_idx/,
      ],
      [
        `select * from public.tasks where search @@ websearch_to_tsquery('english', 'billing')`,
        /tasks_search_idx/,
      ],
      [
        `select * from public.workspace_members where user_id = '${id}'`,
        /workspace_members_user_id_idx/,
      ],
    ];
    for (const [sql, index] of plans) {
      const rows = await backend.context.db.withAdmin(async (tx) => {
        // Empty tables make sequential and bitmap scans (plus a sort) cheapest; switching them
        // off shows whether an index can serve the query's filter and order at all.
        await tx.query("select set_config('enable_seqscan', 'off', true)");
        if (!sql.includes('@@'))
          await tx.query("select set_config('enable_bitmapscan', 'off', true)");
        return (await tx.query<{ 'QUERY PLAN': string }>(`explain ${sql}`)).rows;
      });
      const text = rows.map((row) => row['QUERY PLAN']).join('\n');
      expect(text, sql).toMatch(index);
      // The index also yields the order: no separate sort step.
      expect(text, sql).not.toMatch(/Sort Key/);
    }
  });

  it("checks a member's access to a board's tasks once per statement, not on every row", async () => {
    const member = await createUser(backend, 'reader');
    const sql = `explain select id from public.tasks where board_id = '${randomUUID()}' order by position, id limit 100`;
    const text = (await query<{ 'QUERY PLAN': string }>(backend, member, sql)).rows
      .map((row) => row['QUERY PLAN'])
      .join('\n');
    // The caller's workspaces come from an init plan, each row is only compared with them.
    expect(text).toMatch(/InitPlan[\s\S]*workspace_id = ANY/);
    expect(text).not.toMatch(/is_member/);
  });

  it('creates both buckets with the limits of supabase/README.md', async () => {
    const buckets = await adminQuery<{
      id: string;
      public: boolean;
      file_size_limit: string;
      allowed_mime_types: string[] | null;
    }>(
      backend,
      'select id, public, file_size_limit, allowed_mime_types from storage.buckets order by id',
    );
    expect(buckets).toEqual([
      {
        id: 'attachments',
        public: false,
        file_size_limit: String(ATTACHMENT_MAX_BYTES),
        allowed_mime_types: null,
      },
      {
        id: 'avatars',
        public: true,
        file_size_limit: String(AVATAR_MAX_BYTES),
        allowed_mime_types: [...AVATAR_MIME_TYPES],
      },
    ]);
  });

  it('finds tasks by full text over title and description', async () => {
    const owner = await createUser(backend, 'searcher');
    const ws = await createWorkspace(backend, owner);
    const board = await createBoard(backend, ws);
    await createTask(backend, owner, board, { title: 'Migrate the billing service' });
    await query(
      backend,
      owner,
      `insert into public.tasks (board_id, title, description) values ($1, 'Other', 'billing reports are slow')`,
      [board],
    );
    await createTask(backend, owner, board, { title: 'Unrelated' });
    const found = await query<{ title: string }>(
      backend,
      owner,
      `select title from public.tasks where workspace_id = $1 and search @@ websearch_to_tsquery('english', 'billing')
       order by ts_rank(search, websearch_to_tsquery('english', 'billing')) desc`,
      [ws],
    );
    expect(found.rows.map((r) => r.title)).toEqual(['Migrate the billing service', 'Other']);
  });

  it('broadcasts changes to the private topic of each parent', async () => {
    const owner = await createUser(backend, 'broadcaster');
    const ws = await createWorkspace(backend, owner);
    const board = await createBoard(backend, ws);
    const task = await createTask(backend, owner, board);
    await query(backend, owner, 'update public.tasks set title = $2 where id = $1', [
      task.id,
      'Renamed',
    ]);
    await query(backend, owner, `insert into public.comments (task_id, body) values ($1, 'Hi')`, [
      task.id,
    ]);
    const path = `${ws}/${task.id}/${randomUUID()}-a.txt`;
    await storeAttachmentObject(backend, path, owner);
    await query(
      backend,
      owner,
      `insert into public.attachments (task_id, object_path, file_name, mime_type, size_bytes) values ($1, $2, 'a.txt', 'text/plain', 1)`,
      [task.id, path],
    );
    const messages = await adminQuery<{
      topic: string;
      event: string;
      table: string;
      private: boolean;
    }>(
      backend,
      `select topic, event, payload ->> 'table' as table, private from realtime.messages
       where topic in ($1, $2, $3) order by inserted_at, topic, event`,
      [`workspace:${ws}`, `board:${board}`, `task:${task.id}`],
    );
    const seen = new Set(messages.map((m) => `${m.topic.split(':')[0]} ${m.table} ${m.event}`));
    for (const expected of [
      'workspace workspace_members INSERT',
      'workspace boards INSERT',
      'board tasks INSERT',
      'board tasks UPDATE',
      'task comments INSERT',
      'task attachments INSERT',
    ]) {
      expect(seen.has(expected), expected).toBe(true);
    }
    expect(messages.every((m) => m.private)).toBe(true);
  });
});
