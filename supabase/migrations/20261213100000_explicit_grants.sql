-- Explicit grants for the Data API roles. Hosted projects no longer grant new objects in
-- public to anon, authenticated and service_role (every project since 30 October 2026), so
-- the schema states what each role may reach instead of relying on default privileges.
-- Row level security still decides which rows; these grants decide which operations exist.
--
-- anon: only the unsubscribe link of a notification email, opened signed out.
-- authenticated: the operations the app and @tandem/api-client perform, directly or through
--   the security-invoker RPCs (move_task, bulk edits, export_board, ...), which run as the
--   caller.
-- service_role: reads and writes on every table (Edge Functions and jobs), no DDL-like
--   privileges (truncate, references, trigger).

-- Objects created by later migrations get no grant unless they state one, whatever the
-- project's "default privileges for new entities" setting is.
alter default privileges for role postgres in schema public
  revoke select, insert, update, delete on tables from anon, authenticated, service_role;
alter default privileges for role postgres in schema public
  revoke usage, select on sequences from anon, authenticated, service_role;
alter default privileges for role postgres in schema public
  revoke execute on functions from anon, authenticated, service_role;

-- What the old default privileges gave on the tables and sequences that existed then.
revoke all on table public.activity, public.attachments, public.board_states, public.boards,
  public.comments, public.invitations, public.notification_preferences, public.notifications,
  public.profiles, public.saved_views, public.task_checklist_items, public.task_watchers,
  public.tasks, public.workspace_labels, public.workspace_members, public.workspaces
  from anon, authenticated, service_role;
revoke all on sequence public.activity_id_seq from anon, authenticated, service_role;

grant select, insert, update, delete on table public.activity, public.attachments,
  public.board_states, public.boards, public.comments, public.invitations,
  public.notification_preferences, public.notifications, public.profiles, public.saved_views,
  public.task_checklist_items, public.task_watchers, public.tasks, public.workspace_labels,
  public.workspace_members, public.workspaces
  to service_role;
grant usage, select on sequence public.activity_id_seq to service_role;

-- Read-only for members: written by triggers and security-definer RPCs only.
grant select on table public.activity, public.invitations, public.notifications,
  public.workspace_members
  to authenticated;
-- Created by create_workspace; renamed and deleted by owners.
grant select, update, delete on table public.workspaces to authenticated;
-- Boards are created and renamed; a board is never deleted from the app.
grant select, insert, update on table public.boards to authenticated;
-- The app soft-deletes comments (an update); authors and admins may also delete them, as
-- the permission table says.
grant select, insert, update, delete on table public.comments to authenticated;
-- Profiles are only edited.
grant select, update on table public.profiles to authenticated;
-- Preferences are upserted (insert ... on conflict do update); a member may drop their own.
grant select, insert, update, delete on table public.notification_preferences to authenticated;
-- Attachments are uploaded and removed, never changed.
grant select, insert, delete on table public.attachments to authenticated;
-- Watching is an insert that ignores duplicates; unwatching a delete.
grant select, insert, delete on table public.task_watchers to authenticated;
-- Written directly and by the security-invoker RPCs.
grant select, insert, update, delete on table public.tasks, public.board_states,
  public.task_checklist_items, public.workspace_labels, public.saved_views
  to authenticated;

-- RPCs, by name so that a later change of a signature keeps its grant: none for anon but the
-- unsubscribe link of an email. PUBLIC loses the execute PostgreSQL gives every new function,
-- so each role keeps what it is granted here or by the migration that made the function (the
-- digest queue and the scheduler's secret check are service_role's only).
do $$
declare
  fn record;
  for_authenticated constant text[] := array[
    'accept_invitation', 'begin_import', 'board_state_load', 'bulk_delete_tasks',
    'bulk_set_tasks', 'bulk_update_tasks', 'cancel_import', 'change_member_role',
    'checklist_item_to_task', 'claim_invitation_email', 'create_workspace',
    'delete_board_state', 'export_board', 'finish_import', 'get_invitation', 'import_board',
    'import_part', 'invite_member', 'is_slug_available', 'leave_workspace',
    'mark_all_notifications_read', 'mark_notification_read', 'member_emails', 'merge_labels',
    'move_board_state', 'move_checklist_item', 'move_task', 'move_task_to_board',
    'move_task_to_state', 'remove_member', 'restore_task', 'restore_tasks',
    'revoke_invitation', 'stage_import', 'transfer_ownership', 'unsubscribe_notifications'];
  for_service_role constant text[] := array[
    'claim_invitation_email', 'claim_notification_digests', 'release_notification_digest',
    'unsubscribe_notifications', 'verify_scheduler_secret'];
  for_anon constant text[] := array['unsubscribe_notifications'];
begin
  for fn in
    select p.oid::regprocedure as signature, p.proname as name
    from pg_proc p
    where p.pronamespace = 'public'::regnamespace
      and not exists (select 1 from pg_depend d where d.classid = 'pg_proc'::regclass
                      and d.objid = p.oid and d.deptype = 'e')
  loop
    execute format('revoke execute on function %s from public, anon', fn.signature);
    if fn.name = any(for_authenticated) then
      execute format('grant execute on function %s to authenticated', fn.signature);
    end if;
    if fn.name = any(for_service_role) then
      execute format('grant execute on function %s to service_role', fn.signature);
    end if;
    if fn.name = any(for_anon) then
      execute format('grant execute on function %s to anon', fn.signature);
    end if;
  end loop;
end
$$;

-- Private helpers: policies (which run as the caller) and security-invoker RPCs need them for
-- authenticated; no policy applies to anon, which keeps neither the schema nor its functions.
revoke execute on all functions in schema private from public, anon;
revoke usage on schema private from anon;
