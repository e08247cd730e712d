-- What each role of the demo workspace (seed.sql) may do with its tasks, checked in SQL as
-- PostgREST runs a request: the `authenticated` role with the person's claims.
begin;
select plan(6);

-- Someone signed up who belongs to no workspace.
insert into auth.users (instance_id, id, aud, role, email, created_at, updated_at)
values ('00000000-0000-0000-0000-000000000000', '00000000-0000-4000-a000-0000000000ff',
        'authenticated', 'authenticated', 'outsider@demo.tandem.test', now(), now());

create function pg_temp.act_as(person uuid) returns void language sql as $$
  select set_config('request.jwt.claims',
    json_build_object('sub', person, 'role', 'authenticated')::text, true);
  select set_config('role', 'authenticated', true);
$$;

create function pg_temp.renamed(person uuid) returns bigint language plpgsql as $$
declare changed bigint;
begin
  perform pg_temp.act_as(person);
  with renamed as (
    update public.tasks set title = title || ' (renamed)'
    where number = 1 and board_id = '00000000-0000-4000-c000-000000000001'
    returning 1
  )
  select count(*) into changed from renamed;
  reset role;
  return changed;
end;
$$;

-- The viewer (Vera) reads the workspace's tasks.
select pg_temp.act_as('00000000-0000-4000-a000-000000000003');
select isnt_empty('select id from public.tasks', 'a viewer sees the workspace''s tasks');
reset role;

-- An outsider sees none of them, and no board either.
select pg_temp.act_as('00000000-0000-4000-a000-0000000000ff');
select is_empty('select id from public.tasks', 'an outsider sees no task');
select is_empty('select id from public.boards', 'an outsider sees no board');
reset role;

select is(pg_temp.renamed('00000000-0000-4000-a000-000000000003'), 0::bigint,
  'a viewer''s update changes no task');
select is(pg_temp.renamed('00000000-0000-4000-a000-0000000000ff'), 0::bigint,
  'an outsider''s update changes no task');
select is(pg_temp.renamed('00000000-0000-4000-a000-000000000002'), 1::bigint,
  'a member renames a task');

select * from finish();
rollback;
