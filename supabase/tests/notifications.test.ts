import { engines, type TestBackend } from '@tandem/local-backend/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminQuery, pgError, query, startBackend, type TestUser } from './helpers.js';
import {
  comment,
  createTeam,
  notificationsOf,
  type Team,
  updateTask,
  visibleTo,
} from './notification-team.js';
import { createTask } from './world.js';

const summaryOf = (rows: { kind: string; actor_id: string | null; count: number }[]) =>
  rows.map(({ kind, actor_id, count }) => ({ kind, actor_id, count }));

describe.each(engines)('notifications on %s', (engine) => {
  let backend: TestBackend;
  let team: Team;

  beforeAll(async () => {
    backend = await startBackend(engine);
  });
  afterAll(() => backend?.stop());
  beforeEach(async () => {
    team = await createTeam(backend);
  });

  const setPreference = (person: TestUser, kind: string, inApp: boolean, email: boolean) =>
    query(
      backend,
      person,
      `insert into public.notification_preferences (kind, in_app, email) values ($1, $2, $3)
       on conflict (user_id, kind) do update set in_app = excluded.in_app, email = excluded.email`,
      [kind, inApp, email],
    );

  describe('what raises one', () => {
    it('an assignment tells the assignee, with the task to word it', async () => {
      const { member, admin, taskId } = team;
      await updateTask(backend, member, taskId, 'assignee_id', admin.id);
      const [row] = await notificationsOf(backend, admin);
      expect(row).toMatchObject({
        kind: 'assigned',
        actor_id: member.id,
        task_id: taskId,
        workspace_id: team.workspaceId,
        count: 1,
        read_at: null,
      });
      expect(row?.details).toMatchObject({ number: 1, title: 'Ship it', board_id: team.boardId });
    });

    it('a mention in a comment tells the mentioned once, as a mention, not as a comment', async () => {
      const { admin, viewer, taskId } = team;
      // The viewer watches the task already, so would otherwise also hear of the comment.
      await query(backend, viewer, 'insert into public.task_watchers (task_id) values ($1)', [
        taskId,
      ]);
      const created = await comment(backend, admin, taskId, `@[${viewer.id}] please look`);
      const rows = await notificationsOf(backend, viewer);
      expect(summaryOf(rows)).toEqual([{ kind: 'mentioned', actor_id: admin.id, count: 1 }]);
      expect(rows[0]?.details).toMatchObject({ in: 'comment', comment_id: created.id });
    });

    it('a mention in a description tells the mentioned, once per new mention', async () => {
      const { member, viewer, taskId } = team;
      await updateTask(backend, member, taskId, 'description', `cc @[${viewer.id}]`);
      await updateTask(backend, member, taskId, 'description', `cc @[${viewer.id}] (edited)`);
      const rows = await notificationsOf(backend, viewer);
      expect(summaryOf(rows)).toEqual([{ kind: 'mentioned', actor_id: member.id, count: 1 }]);
      expect(rows[0]?.details).toMatchObject({ in: 'description' });
    });

    it('a comment tells the watchers but its author', async () => {
      const { member, admin, owner, taskId } = team;
      await comment(backend, admin, taskId, 'Looks good');
      expect(summaryOf(await notificationsOf(backend, member))).toEqual([
        { kind: 'commented', actor_id: admin.id, count: 1 },
      ]);
      expect(await notificationsOf(backend, admin)).toEqual([]);
      // Not watching: not told.
      expect(await notificationsOf(backend, owner)).toEqual([]);
    });

    it('a state change tells the watchers but the mover', async () => {
      const { member, admin, taskId } = team;
      await comment(backend, admin, taskId, 'Watching this');
      await updateTask(backend, member, taskId, 'status', 'in_progress');
      const rows = await notificationsOf(backend, admin);
      expect(summaryOf(rows)).toEqual([{ kind: 'state_changed', actor_id: member.id, count: 1 }]);
      expect(rows[0]?.details).toMatchObject({ from: 'todo', to: 'in_progress' });
      expect(
        (await notificationsOf(backend, member)).filter((n) => n.kind === 'state_changed'),
      ).toEqual([]);
    });

    it('a move to another column of the same status tells the watchers, naming the columns', async () => {
      const { member, admin, taskId, boardId } = team;
      await comment(backend, admin, taskId, 'Watching this');
      await updateTask(backend, member, taskId, 'status', 'in_progress');
      const { rows: added } = await query<{ id: string }>(
        backend,
        admin,
        "insert into public.board_states (board_id, name, category) values ($1, 'QA / Testing', 'started') returning id",
        [boardId],
      );
      await query(backend, member, 'select public.move_task_to_state($1, $2)', [
        taskId,
        added[0]?.id,
      ]);
      // Both moves are told, although the second kept the status In Progress: folded into one
      // notification that goes from where the task started to the column it is in now.
      const rows = (await notificationsOf(backend, admin)).filter(
        (n) => n.kind === 'state_changed',
      );
      expect(summaryOf(rows)).toEqual([{ kind: 'state_changed', actor_id: member.id, count: 2 }]);
      expect(rows[0]?.details).toMatchObject({
        from: 'todo',
        to: 'in_progress',
        from_state_name: 'Todo',
        to_state_name: 'QA / Testing',
      });
    });

    it('a role change tells the member; an invitation tells an existing account', async () => {
      const { owner, viewer, stranger, workspaceId } = team;
      await query(backend, owner, 'select public.change_member_role($1, $2, $3)', [
        workspaceId,
        viewer.id,
        'member',
      ]);
      const [changed] = await notificationsOf(backend, viewer);
      expect(changed).toMatchObject({ kind: 'role_changed', actor_id: owner.id, task_id: null });
      expect(changed?.details).toMatchObject({ from: 'viewer', to: 'member' });

      await query(backend, owner, 'select public.invite_member($1, $2, $3)', [
        workspaceId,
        stranger.email,
        'viewer',
      ]);
      const invited = await visibleTo(backend, stranger);
      expect(summaryOf(invited)).toEqual([{ kind: 'invited', actor_id: owner.id, count: 1 }]);
      expect(invited[0]?.details).toMatchObject({ role: 'viewer', workspace_name: 'Workspace' });
      expect(typeof invited[0]?.details.token).toBe('string');
    });
  });

  describe('invitations', () => {
    const invite = (email: string) =>
      query<{ id: string; token: string }>(
        backend,
        team.owner,
        'select id, token from public.invite_member($1, $2, $3)',
        [team.workspaceId, email, 'member'],
      ).then((result) => result.rows[0] as { id: string; token: string });

    it('is marked read once the invitation is accepted', async () => {
      const { stranger } = team;
      const invitation = await invite(stranger.email);
      await query(backend, stranger, 'select public.accept_invitation($1)', [invitation.token]);
      const [row] = await visibleTo(backend, stranger);
      expect(row).toMatchObject({ kind: 'invited' });
      expect(row?.read_at).toBeInstanceOf(Date);
    });

    it('goes away when the invitation is revoked', async () => {
      const { stranger } = team;
      const invitation = await invite(stranger.email);
      expect(await visibleTo(backend, stranger)).toHaveLength(1);
      await query(backend, team.owner, 'select public.revoke_invitation($1)', [invitation.id]);
      expect(await notificationsOf(backend, stranger)).toEqual([]);
    });
  });

  describe('rules', () => {
    it('never notifies people of their own actions', async () => {
      const { member, taskId, owner, workspaceId } = team;
      await updateTask(backend, member, taskId, 'assignee_id', member.id);
      await comment(backend, member, taskId, `Note to @[${member.id}]`);
      await updateTask(backend, member, taskId, 'status', 'done');
      expect(await notificationsOf(backend, member)).toEqual([]);
      // The owner handing ownership over changes their own role too: not news to them.
      await query(backend, owner, 'select public.change_member_role($1, $2, $3)', [
        workspaceId,
        team.admin.id,
        'admin',
      ]);
      expect(await notificationsOf(backend, owner)).toEqual([]);
    });

    it('folds a burst of one kind on one task by one person into one unread notification', async () => {
      const { admin, member, owner, taskId } = team;
      for (const body of ['One', 'Two', 'Three']) await comment(backend, admin, taskId, body);
      await comment(backend, owner, taskId, 'Four');
      for (const status of ['in_progress', 'in_review', 'done']) {
        await updateTask(backend, owner, taskId, 'status', status);
      }
      const rows = await notificationsOf(backend, member);
      expect(summaryOf(rows)).toEqual([
        { kind: 'commented', actor_id: admin.id, count: 3 },
        { kind: 'commented', actor_id: owner.id, count: 1 },
        { kind: 'state_changed', actor_id: owner.id, count: 3 },
      ]);
      // The folded state change reads from where it started to where it ended.
      expect(rows[2]?.details).toMatchObject({ from: 'todo', to: 'done' });
      // Once read, the next event starts a new notification.
      await query(backend, member, 'select public.mark_notification_read($1)', [rows[0]?.id]);
      await comment(backend, admin, taskId, 'Five');
      expect(summaryOf(await notificationsOf(backend, member))).toEqual([
        { kind: 'commented', actor_id: admin.id, count: 3 },
        { kind: 'commented', actor_id: owner.id, count: 1 },
        { kind: 'state_changed', actor_id: owner.id, count: 3 },
        { kind: 'commented', actor_id: admin.id, count: 1 },
      ]);
    });

    it('hides and drops a workspace’s notifications when the person leaves or is removed', async () => {
      const { owner, admin, viewer, member, taskId, workspaceId } = team;
      await comment(backend, member, taskId, `@[${viewer.id}] @[${admin.id}]`);
      expect(await visibleTo(backend, viewer)).toHaveLength(1);
      await query(backend, owner, 'select public.remove_member($1, $2)', [workspaceId, viewer.id]);
      await query(backend, admin, 'select public.leave_workspace($1)', [workspaceId]);
      expect(await visibleTo(backend, viewer)).toEqual([]);
      expect(await notificationsOf(backend, viewer)).toEqual([]);
      expect(await notificationsOf(backend, admin)).toEqual([]);
      // And, no longer watching, they hear nothing more of the task.
      await updateTask(backend, member, taskId, 'status', 'done');
      expect(await notificationsOf(backend, viewer)).toEqual([]);
    });

    it('hides a row of a workspace the person is not a member of, should one exist', async () => {
      const { stranger, taskId, workspaceId } = team;
      // Written as the service role, bypassing every trigger's check.
      await adminQuery(
        backend,
        `insert into public.notifications (recipient_id, workspace_id, task_id, kind)
         values ($1, $2, $3, 'mentioned')`,
        [stranger.id, workspaceId, taskId],
      );
      expect(await notificationsOf(backend, stranger)).toHaveLength(1);
      expect(await visibleTo(backend, stranger)).toEqual([]);
    });

    it('tells nobody about a workspace, and so a board, they are not in', async () => {
      const { stranger, member, admin, boardId, otherBoardId } = team;
      // The stranger owns another workspace; nothing on this one's boards reaches them.
      const task = await createTask(backend, member, boardId);
      await comment(backend, admin, task.id, 'Hello');
      await updateTask(backend, admin, task.id, 'status', 'done');
      expect(await notificationsOf(backend, stranger)).toEqual([]);
      // A watch on another workspace's task is refused, so it cannot be a way in either.
      const refused = await pgError(
        query(backend, stranger, 'insert into public.task_watchers (task_id) values ($1)', [
          task.id,
        ]),
      );
      expect(refused.code).toBe('42501');
      // And a task on the stranger's own board tells this workspace's people nothing.
      const theirs = await createTask(backend, stranger, otherBoardId);
      await updateTask(backend, stranger, theirs.id, 'status', 'done');
      for (const person of [team.owner, admin, member, team.viewer]) {
        expect(
          (await notificationsOf(backend, person)).filter((n) => n.task_id === theirs.id),
        ).toEqual([]);
      }
    });
  });

  describe('reading and marking read', () => {
    it('shows each person their own notifications only', async () => {
      const { member, admin, viewer, owner, stranger, taskId } = team;
      await comment(backend, member, taskId, `@[${viewer.id}] @[${admin.id}]`);
      for (const person of [owner, admin, member, viewer, stranger]) {
        const rows = await visibleTo(backend, person);
        expect(
          rows.every((n) => n.recipient_id === person.id),
          person.email,
        ).toBe(true);
      }
      expect(await visibleTo(backend, viewer)).toHaveLength(1);
      // Anonymous callers hold no grant on notifications at all.
      expect((await pgError(query(backend, null, 'select * from public.notifications'))).code).toBe(
        '42501',
      );
      // The unread count is a plain select.
      const count = await query<{ count: number }>(
        backend,
        viewer,
        'select count(*)::int as count from public.notifications where read_at is null',
      );
      expect(count.rows[0]?.count).toBe(1);
    });

    it('refuses every client insert, update and delete, for any role', async () => {
      const { member, viewer, taskId, workspaceId } = team;
      await comment(backend, member, taskId, `@[${viewer.id}]`);
      const [mine] = await visibleTo(backend, viewer);
      for (const person of [team.owner, team.admin, member, viewer, team.stranger]) {
        const insert = await pgError(
          query(
            backend,
            person,
            `insert into public.notifications (recipient_id, workspace_id, kind)
             values ($1, $2, 'mentioned')`,
            [viewer.id, workspaceId],
          ),
        );
        expect(insert.code, person.email).toBe('42501');
        // Clients are granted select only: reads go through RLS, writes through the RPCs.
        const update = await pgError(
          query(backend, person, 'update public.notifications set read_at = now() where id = $1', [
            mine?.id,
          ]),
        );
        expect(update.code, person.email).toBe('42501');
        const remove = await pgError(
          query(backend, person, 'delete from public.notifications where id = $1', [mine?.id]),
        );
        expect(remove.code, person.email).toBe('42501');
      }
      expect(await notificationsOf(backend, viewer)).toHaveLength(1);
    });

    it('marks one read for its recipient only; anyone else gets data/not-found', async () => {
      const { member, viewer, admin, taskId } = team;
      await comment(backend, member, taskId, `@[${viewer.id}]`);
      const [mine] = await visibleTo(backend, viewer);
      for (const person of [admin, member, team.stranger]) {
        const error = await pgError(
          query(backend, person, 'select public.mark_notification_read($1)', [mine?.id]),
        );
        expect(error.code, person.email).toBe('PT404');
        expect(error.message).toMatch(/^data\/not-found:/);
      }
      await expect(
        query(backend, null, 'select public.mark_notification_read($1)', [mine?.id]),
      ).rejects.toMatchObject({ code: '42501' });
      const marked = await query<{ read_at: Date | null }>(
        backend,
        viewer,
        'select read_at from public.mark_notification_read($1)',
        [mine?.id],
      );
      expect(marked.rows[0]?.read_at).toBeInstanceOf(Date);
    });

    it('marks all of the caller’s read, and only theirs', async () => {
      const { member, viewer, admin, taskId } = team;
      await comment(backend, member, taskId, `@[${viewer.id}] @[${admin.id}]`);
      await updateTask(backend, member, taskId, 'assignee_id', viewer.id);
      const marked = await query<{ n: number }>(
        backend,
        viewer,
        'select public.mark_all_notifications_read() as n',
      );
      expect(marked.rows[0]?.n).toBe(2);
      expect((await notificationsOf(backend, viewer)).every((n) => n.read_at !== null)).toBe(true);
      expect((await notificationsOf(backend, admin)).every((n) => n.read_at === null)).toBe(true);
    });
  });

  describe('preferences', () => {
    it('are read and written by their owner only', async () => {
      const { member, viewer, stranger } = team;
      await setPreference(member, 'commented', false, false);
      expect(
        (
          await query(
            backend,
            member,
            'select kind, in_app, email from public.notification_preferences',
          )
        ).rows,
      ).toEqual([{ kind: 'commented', in_app: false, email: false }]);
      for (const person of [viewer, stranger, team.owner]) {
        expect(
          (await query(backend, person, 'select * from public.notification_preferences')).rows,
        ).toEqual([]);
        const update = await query(
          backend,
          person,
          'update public.notification_preferences set in_app = true where user_id = $1',
          [member.id],
        );
        expect(update.rowCount ?? 0).toBe(0);
        const remove = await query(
          backend,
          person,
          'delete from public.notification_preferences where user_id = $1',
          [member.id],
        );
        expect(remove.rowCount ?? 0).toBe(0);
        const insert = await pgError(
          query(
            backend,
            person,
            `insert into public.notification_preferences (user_id, kind, in_app, email) values ($1, 'assigned', true, true)`,
            [member.id],
          ),
        );
        expect(insert.code).toBe('42501');
      }
      await query(backend, member, 'delete from public.notification_preferences');
      expect(
        await adminQuery(
          backend,
          'select * from public.notification_preferences where user_id = $1',
          [member.id],
        ),
      ).toEqual([]);
    });

    it('turn a kind off in the inbox, keeping it for email, or off entirely', async () => {
      const { member, admin, taskId } = team;
      await setPreference(member, 'commented', false, false);
      await setPreference(member, 'state_changed', false, true);
      await comment(backend, admin, taskId, 'Hi');
      await updateTask(backend, admin, taskId, 'status', 'in_progress');
      const rows = await notificationsOf(backend, member);
      expect(rows.map(({ kind, in_app }) => ({ kind, in_app }))).toEqual([
        { kind: 'state_changed', in_app: false },
      ]);
      expect(await visibleTo(backend, member)).toEqual([]);
    });
  });

  describe('due-date reminders', () => {
    const today = () => new Date().toISOString().slice(0, 10);
    const daysFromToday = (days: number) =>
      new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    const remind = () =>
      adminQuery<{ n: number }>(backend, 'select private.notify_due_tasks() as n');

    it('tell the assignee once per due date: due today, then overdue', async () => {
      const { member, admin, boardId } = team;
      const dueToday = await createTask(backend, member, boardId, { title: 'Today' });
      const late = await createTask(backend, member, boardId, { title: 'Late' });
      const later = await createTask(backend, member, boardId, { title: 'Later' });
      const finished = await createTask(backend, member, boardId, { title: 'Done' });
      for (const [task, due] of [
        [dueToday, today()],
        [late, daysFromToday(-2)],
        [later, daysFromToday(3)],
        [finished, daysFromToday(-1)],
      ] as const) {
        await updateTask(backend, member, task.id, 'assignee_id', admin.id);
        await updateTask(backend, member, task.id, 'due_date', due);
      }
      await updateTask(backend, member, finished.id, 'status', 'done');
      await remind();
      await remind();
      const reminders = (await notificationsOf(backend, admin)).filter((n) =>
        ['due_soon', 'overdue'].includes(n.kind),
      );
      expect(
        reminders.map((n) => ({
          kind: n.kind,
          task: n.task_id,
          actor: n.actor_id,
          count: n.count,
        })),
      ).toEqual(
        expect.arrayContaining([
          { kind: 'due_soon', task: dueToday.id, actor: null, count: 1 },
          { kind: 'overdue', task: late.id, actor: null, count: 1 },
        ]),
      );
      expect(reminders).toHaveLength(2);
      expect(reminders.find((n) => n.kind === 'due_soon')?.details).toMatchObject({
        title: 'Today',
        due_date: today(),
      });
      // A new due date reminds again.
      await updateTask(backend, member, late.id, 'due_date', daysFromToday(-1));
      await remind();
      expect(
        (await notificationsOf(backend, admin)).filter((n) => n.kind === 'overdue'),
      ).toHaveLength(1);
      const [overdue] = (await notificationsOf(backend, admin)).filter((n) => n.kind === 'overdue');
      expect(overdue?.count).toBe(2);
    });

    it('are scheduled with pg_cron, with the digest', async () => {
      const jobs = await adminQuery<{ jobname: string; schedule: string; command: string }>(
        backend,
        `select jobname, schedule, command from cron.job
         where jobname in ('tandem-due-reminders', 'tandem-notification-digest') order by jobname`,
      );
      expect(jobs).toEqual([
        {
          jobname: 'tandem-due-reminders',
          schedule: '*/15 * * * *',
          command: 'select private.notify_due_tasks()',
        },
        {
          jobname: 'tandem-notification-digest',
          schedule: '*/5 * * * *',
          command: 'select private.request_notification_digest()',
        },
      ]);
    });
  });
});
