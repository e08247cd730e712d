-- Scheduled jobs (pg_cron), where pg_cron is enabled.

-- Jobs are rows of cron.job, not schema: db diff does not compare them, so a new or changed
-- schedule needs a hand-written migration too (the declared-schema test compares the jobs).
-- Hosted projects enable pg_cron under Integrations → Cron; the local backend always has it.
-- Re-running cron.schedule with the same name updates the job.
do $$
begin
  if exists (select 1 from pg_catalog.pg_namespace where nspname = 'cron') then
    -- Emails the notifications left unread past their delay.
    perform cron.schedule('tandem-notification-digest', '*/5 * * * *',
      'select private.request_notification_digest()');
    -- Notifies assignees of open tasks due soon or overdue, once per task, due date and kind.
    perform cron.schedule('tandem-due-reminders', '*/15 * * * *',
      'select private.notify_due_tasks()');
    -- Drops imports nobody finished or cancelled, with their staged parts.
    perform cron.schedule('tandem-abandoned-imports', '*/15 * * * *',
      'select private.drop_abandoned_imports()');
    -- Purges expired trash snapshots and their files, even where nobody deletes or restores.
    perform cron.schedule('tandem-task-trash', '7 * * * *', 'select private.purge_task_trash()');
  end if;
end
$$;
