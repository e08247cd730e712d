-- Demo data for development and demos (runs once, on a fresh database).
--
-- Accounts (password for all three: tandem-demo-1), all confirmed:
--   owner@demo.tandem.test   Olivia Owner   owner of "Acme Product"
--   member@demo.tandem.test  Max Member     member
--   viewer@demo.tandem.test  Vera Viewer    viewer
--
-- Users are written the way GoTrue writes them: bcrypt hashes in encrypted_password, empty
-- strings (not nulls) in the token columns GoTrue scans, and one `email` identity each.
-- crypt() and gen_salt() are called unqualified, as the owner role's search_path allows on
-- Supabase (`"$user", public, extensions`).

insert into auth.users (
  instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at,
  confirmation_token, recovery_token, email_change_token_new, email_change
)
select
  '00000000-0000-0000-0000-000000000000', u.id, 'authenticated', 'authenticated', u.email,
  crypt('tandem-demo-1', gen_salt('bf')), now(),
  '{"provider": "email", "providers": ["email"]}',
  jsonb_build_object('display_name', u.display_name), now(), now(),
  '', '', '', ''
from (values
  ('00000000-0000-4000-a000-000000000001'::uuid, 'owner@demo.tandem.test', 'Olivia Owner'),
  ('00000000-0000-4000-a000-000000000002'::uuid, 'member@demo.tandem.test', 'Max Member'),
  ('00000000-0000-4000-a000-000000000003'::uuid, 'viewer@demo.tandem.test', 'Vera Viewer')
) as u (id, email, display_name);

insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
select
  u.id::text, u.id,
  jsonb_build_object('sub', u.id::text, 'email', u.email, 'email_verified', true, 'phone_verified', false),
  'email', now(), now(), now()
from auth.users u
where u.email like '%@demo.tandem.test';

-- The workspace and its owner are written in one transaction, as create_workspace does; the
-- one-owner check runs at commit.
insert into public.workspaces (id, name, slug, created_by)
values ('00000000-0000-4000-b000-000000000001', 'Acme Product', 'acme', '00000000-0000-4000-a000-000000000001');

insert into public.workspace_members (workspace_id, user_id, role) values
  ('00000000-0000-4000-b000-000000000001', '00000000-0000-4000-a000-000000000001', 'owner'),
  ('00000000-0000-4000-b000-000000000001', '00000000-0000-4000-a000-000000000002', 'member'),
  ('00000000-0000-4000-b000-000000000001', '00000000-0000-4000-a000-000000000003', 'viewer');

insert into public.boards (id, workspace_id, name, description, created_by) values
  ('00000000-0000-4000-c000-000000000001', '00000000-0000-4000-b000-000000000001', 'Roadmap',
   'What ships this quarter.', '00000000-0000-4000-a000-000000000001'),
  ('00000000-0000-4000-c000-000000000002', '00000000-0000-4000-b000-000000000001', 'Bugs',
   'Reported problems, worst first.', '00000000-0000-4000-a000-000000000001');

-- 60 tasks, spread over both boards and every status. Numbers come from the task trigger;
-- positions are given (a1, a2, … per column, valid fractional-index keys) so that start-up
-- does not compute them row by row.
insert into public.tasks (id, board_id, title, description, status, priority, labels, assignee_id, due_date, created_by, position)
select
  -- Task #1 has a fixed id: its attachment's bytes live under seed/attachments/<workspace>/<task>/.
  case when n = 1 then '00000000-0000-4000-e000-000000000001'::uuid else gen_random_uuid() end,
  board_id,
  (array['Write', 'Review', 'Fix', 'Design', 'Plan', 'Test', 'Ship', 'Document'])[1 + n % 8]
    || ' ' ||
    (array['the sign-in page', 'board filters', 'task search', 'invitation emails', 'the activity feed',
           'avatar uploads', 'keyboard shortcuts', 'dark mode', 'drag and drop', 'the command palette',
           'presence avatars', 'attachment previews'])[1 + n % 12]
    || ' (' || n || ')',
  case when n % 4 = 0 then null
       else 'Details for item ' || n || '. See the **acceptance criteria** in the spec.' end,
  status,
  (array['none', 'low', 'medium', 'high', 'urgent'])[1 + n % 5]::public.task_priority,
  case n % 5
    when 0 then array['frontend']
    when 1 then array['backend', 'api']
    when 2 then array['design']
    when 3 then array[]::text[]
    else array['bug', 'p1'] end,
  case n % 3
    when 0 then '00000000-0000-4000-a000-000000000002'::uuid
    when 1 then '00000000-0000-4000-a000-000000000001'::uuid
    else null end,
  case when n % 7 = 0 then current_date + n else null end,
  case when n % 2 = 0 then '00000000-0000-4000-a000-000000000002'::uuid
       else '00000000-0000-4000-a000-000000000001'::uuid end,
  'a' || substr('0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz',
    1 + row_number() over (partition by board_id, status order by n)::int, 1)
from (
  select n,
    case when n % 3 = 0 then '00000000-0000-4000-c000-000000000002'::uuid
         else '00000000-0000-4000-c000-000000000001'::uuid end as board_id,
    (array['backlog', 'todo', 'in_progress', 'in_review', 'done', 'canceled'])[1 + n % 6]::public.task_status as status
  from generate_series(1, 60) as n
) as spread
order by n;

insert into public.comments (task_id, author_id, body)
select t.id,
  case when c % 2 = 0 then '00000000-0000-4000-a000-000000000001'::uuid
       else '00000000-0000-4000-a000-000000000002'::uuid end,
  (array['Looks good to me.', 'Can we split this into two tasks?', 'Blocked on the API change.',
         'Done on staging, please check.'])[1 + (t.number + c) % 4]
from public.tasks t
cross join generate_series(1, 2) as c
where t.workspace_id = '00000000-0000-4000-b000-000000000001' and t.number % 4 = 1;

-- One attachment on task #1: the storage object row first, as an upload would create it.
insert into storage.objects (bucket_id, name, owner, owner_id, metadata)
select 'attachments',
  t.workspace_id || '/' || t.id || '/00000000-0000-4000-d000-000000000001-design-notes.md',
  '00000000-0000-4000-a000-000000000002', '00000000-0000-4000-a000-000000000002',
  '{"size": 42, "mimetype": "text/markdown"}'
from public.tasks t
where t.workspace_id = '00000000-0000-4000-b000-000000000001' and t.number = 1;

insert into public.attachments (task_id, object_path, file_name, mime_type, size_bytes, uploaded_by)
select t.id,
  t.workspace_id || '/' || t.id || '/00000000-0000-4000-d000-000000000001-design-notes.md',
  'design-notes.md', 'text/markdown', 42, '00000000-0000-4000-a000-000000000002'
from public.tasks t
where t.workspace_id = '00000000-0000-4000-b000-000000000001' and t.number = 1;

-- The demo inbox starts empty: the rows above were written by nobody, so the notifications
-- they raised would all come from "Tandem". Watches stay, so the demo people hear of changes.
delete from public.notifications;

-- Where this project's Edge Functions are served locally: a path, which the local backend's
-- pg_net sends to the backend itself (`tandem-backend start`, on whatever port), so a second
-- backend never calls the first. A hosted project sets its own URL once (supabase/README.md,
-- "Notifications").
insert into private.settings (name, value)
values ('functions_url', '/functions/v1')
on conflict (name) do update set value = excluded.value;
