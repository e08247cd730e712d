-- Postgres changes subscriptions: validating a binding when a channel joins and evaluating its
-- `filter` against a changed row, with the same SQL operators, casts and refusals as
-- Realtime's subscription_check_filters and check_equality_op.

-- Validates one binding for `role_name`: the published tables it names (schema and table, `*`
-- for any) must exist, and on each of them every filter ({column, op, value, negate}) and
-- selected column must be valid. Raises Realtime's exception for the first invalid one;
-- returns how many published tables the binding matches (0: nothing to subscribe to).
create or replace function realtime.subscription_check(
  schema_name text, table_name text, role_name text, filters jsonb, selected text[]
) returns int
language plpgsql
as $$
declare
  entity regclass;
  matched int := 0;
  col_names text[];
  f jsonb;
  col text;
  op text;
  val text;
  col_type regtype;
  n int;
begin
  for entity in
    select format('%I.%I', p.schemaname, p.tablename)::regclass
    from pg_catalog.pg_publication_tables p
    where p.pubname = 'supabase_realtime'
      and (schema_name = '*' or p.schemaname = schema_name)
      and (table_name = '*' or p.tablename = table_name)
  loop
    matched := matched + 1;
    select coalesce(array_agg(a.attname::text order by a.attnum), '{}') into col_names
      from pg_catalog.pg_attribute a
     where a.attrelid = entity and a.attnum > 0 and not a.attisdropped
       and pg_catalog.has_column_privilege(role_name, a.attrelid, a.attnum, 'SELECT');
    for f in select value from jsonb_array_elements(filters) loop
      col := f->>'column';
      op := f->>'op';
      val := f->>'value';
      if not col = any(col_names) then
        raise exception 'invalid column for filter %', col;
      end if;
      select a.atttypid::regtype into col_type
        from pg_catalog.pg_attribute a where a.attrelid = entity and a.attname = col;
      if op = 'in' then
        execute format('select array_length(%L::%s, 1)', val, col_type::text || '[]') into n;
        if coalesce(n, 0) > 100 then
          raise exception 'too many values for `in` filter. Maximum 100';
        end if;
      elsif op = 'is' then
        if val not in ('null', 'true', 'false', 'unknown') then
          raise exception 'invalid value for is filter: must be null, true, false, or unknown';
        end if;
        if val <> 'null' and col_type <> 'boolean'::regtype then
          raise exception 'is % filter requires a boolean column, got %', val, col_type::text;
        end if;
      elsif op in ('like', 'ilike') then
        if not exists (select 1 from pg_catalog.pg_operator where oprname = '~~' and oprleft = col_type) then
          raise exception 'operator % requires a text-compatible column type, got %', op, col_type::text;
        end if;
      elsif op in ('match', 'imatch') then
        if not exists (
          select 1 from pg_catalog.pg_operator
           where oprname = case when op = 'imatch' then '~*' else '~' end
             and oprleft = col_type and oprright = col_type and oprresult = 'boolean'::regtype
        ) then
          raise exception 'operator % requires a text-compatible column type, got %', op, col_type::text;
        end if;
        begin
          perform '' ~ val;
        exception when others then
          raise exception 'invalid regular expression for % filter: %', op, sqlerrm;
        end;
      else
        execute format('select %L::%s', val, col_type::text);
      end if;
    end loop;
    foreach col in array coalesce(selected, '{}') loop
      if not col = any(col_names) then
        raise exception 'invalid column for select %', col;
      end if;
    end loop;
  end loop;
  return matched;
end
$$;
revoke all on function realtime.subscription_check(text, text, text, jsonb, text[]) from public;

drop function if exists realtime.filter_matches(regclass, jsonb, jsonb);

-- The SQL condition for one set of filters on `entity`, over a row `r` populated from the
-- JSON record `$1`: true when every filter is true. A filter on a column the record lacks (a
-- DELETE's old record without REPLICA IDENTITY FULL) or a comparison with NULL is not true, so
-- the set fails closed, as Realtime's is_visible_through_filters. Values become quoted
-- literals cast to the column's type and columns quoted identifiers, so the text is safe to
-- run; the realtime surface caches it and evaluates many sets in one statement.
create or replace function realtime.filter_expression(entity regclass, filter_set jsonb)
returns text
language plpgsql
stable
as $$
declare
  f jsonb;
  col text;
  op text;
  val text;
  negate boolean;
  typ text;
  expr text;
  parts text[] := '{}';
begin
  for f in select value from jsonb_array_elements(filter_set) loop
    col := f->>'column';
    op := f->>'op';
    val := f->>'value';
    negate := coalesce((f->>'negate')::boolean, false);
    select a.atttypid::regtype::text into typ
      from pg_catalog.pg_attribute a
     where a.attrelid = entity and a.attname = col and a.attnum > 0 and not a.attisdropped;
    if typ is null or op not in (
      'eq', 'neq', 'lt', 'lte', 'gt', 'gte', 'in', 'like', 'ilike', 'match', 'imatch', 'is', 'isdistinct'
    ) or (op = 'is' and val not in ('null', 'true', 'false', 'unknown')) then
      expr := 'null::boolean';
    elsif op = 'isdistinct' then
      expr := format('r.%I %s %L::%s', col,
        case when negate then 'is not distinct from' else 'is distinct from' end, val, typ);
    elsif op = 'is' then
      expr := format('r.%I %s %s', col, case when negate then 'is not' else 'is' end, upper(val));
    else
      expr := format('r.%I %s (%L::%s)', col,
        case op when 'eq' then '=' when 'neq' then '!=' when 'lt' then '<' when 'lte' then '<='
          when 'gt' then '>' when 'gte' then '>=' when 'in' then '= any' when 'like' then 'like'
          when 'ilike' then 'ilike' when 'match' then '~' when 'imatch' then '~*' end,
        val, case when op = 'in' then typ || '[]' else typ end);
      if negate then
        expr := format('not (%s)', expr);
      end if;
    end if;
    parts := parts || format('(case when $1::jsonb ? %L then %s end)', col, expr);
  end loop;
  return format('coalesce(%s, false)',
    case when cardinality(parts) = 0 then 'true' else array_to_string(parts, ' and ') end);
end
$$;
revoke all on function realtime.filter_expression(regclass, jsonb) from public;

-- The columns of `entity` each of `roles` may select, as {role: [column, …]}, or NULL when the
-- table has no column-level grants (every role then sees every column it can see at all).
-- Delivered records and their `columns` keep only these, as Realtime's apply_rls does.
create or replace function realtime.selectable_columns(entity regclass, roles text[])
returns jsonb
language sql
stable
as $$
  select case
    when not exists (
      select 1 from pg_catalog.pg_attribute
       where attrelid = entity and attnum > 0 and not attisdropped and attacl is not null
    ) then null
    else coalesce((
      select jsonb_object_agg(x.r, x.cols) from (
        select r.r, jsonb_agg(a.attname order by a.attnum) as cols
          from unnest(roles) as r(r)
          join pg_catalog.pg_roles pr on pr.rolname = r.r
          join pg_catalog.pg_attribute a
            on a.attrelid = entity and a.attnum > 0 and not a.attisdropped
         where pg_catalog.has_column_privilege(r.r, entity, a.attnum, 'SELECT')
         group by r.r
      ) x
    ), '{}'::jsonb)
  end
$$;
revoke all on function realtime.selectable_columns(regclass, text[]) from public;
