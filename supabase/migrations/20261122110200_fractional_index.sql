-- Fractional-index keys, exactly as the `fractional-indexing` npm package generates them with
-- its default base-62 digits, so the client can compute optimistic positions and the
-- database computes the same ones. A key is an integer part (its first character encodes
-- the length: a–z positive, A–Z negative) followed by a fraction without trailing zeros.
-- Keys order by byte value, so every comparison here uses the "C" collation.

create function private.fi_midpoint(a text, b text)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  digits constant text := '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
  n integer := 0;
  digit_a integer;
  digit_b integer;
begin
  if b is not null and (a collate "C") >= (b collate "C") then
    raise exception 'data/invalid: fractional key % is not below %', a, b using errcode = '22023';
  end if;
  if right(a, 1) = '0' or right(coalesce(b, ''), 1) = '0' then
    raise exception 'data/invalid: fractional key has a trailing zero' using errcode = '22023';
  end if;
  if b is not null then
    -- Skip the common prefix (a is padded with zeros).
    while n < length(b) and coalesce(nullif(substr(a, n + 1, 1), ''), '0') = substr(b, n + 1, 1) loop
      n := n + 1;
    end loop;
    if n > 0 then
      return left(b, n) || private.fi_midpoint(substr(a, n + 1), substr(b, n + 1));
    end if;
  end if;
  digit_a := case when a = '' then 0 else strpos(digits, left(a, 1)) - 1 end;
  digit_b := case when b is null then 62 else strpos(digits, left(b, 1)) - 1 end;
  if digit_b - digit_a > 1 then
    -- Math.round(0.5 * (digit_a + digit_b)) of the reference implementation.
    return substr(digits, (digit_a + digit_b + 1) / 2 + 1, 1);
  elsif b is not null and length(b) > 1 then
    return left(b, 1);
  else
    return substr(digits, digit_a + 1, 1) || private.fi_midpoint(substr(a, 2), null);
  end if;
end
$$;

create function private.fi_integer_length(head text)
returns integer
language plpgsql
immutable
set search_path = ''
as $$
begin
  if ascii(head) between ascii('a') and ascii('z') then
    return ascii(head) - ascii('a') + 2;
  elsif ascii(head) between ascii('A') and ascii('Z') then
    return ascii('Z') - ascii(head) + 2;
  end if;
  raise exception 'data/invalid: invalid fractional key head %', head using errcode = '22023';
end
$$;

create function private.fi_validate(key text)
returns void
language plpgsql
immutable
set search_path = ''
as $$
declare
  int_length integer;
begin
  if key is null or key !~ '^[A-Za-z][0-9A-Za-z]*$' or key = 'A' || repeat('0', 26) then
    raise exception 'data/invalid: invalid fractional key %', key using errcode = '22023';
  end if;
  int_length := private.fi_integer_length(left(key, 1));
  if length(key) < int_length or (length(key) > int_length and right(key, 1) = '0') then
    raise exception 'data/invalid: invalid fractional key %', key using errcode = '22023';
  end if;
end
$$;

create function private.fi_increment_integer(x text)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  digits constant text := '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
  head text := left(x, 1);
  digs text[] := regexp_split_to_array(substr(x, 2), '');
  carry boolean := true;
  d integer;
  h text;
begin
  for i in reverse array_length(digs, 1)..1 loop
    exit when not carry;
    d := strpos(digits, digs[i]);
    if d = 62 then
      digs[i] := '0';
    else
      digs[i] := substr(digits, d + 1, 1);
      carry := false;
    end if;
  end loop;
  if not carry then
    return head || array_to_string(digs, '');
  end if;
  if head = 'Z' then
    return 'a0';
  elsif head = 'z' then
    return null;
  end if;
  h := chr(ascii(head) + 1);
  if ascii(h) > ascii('a') then
    digs := digs || '0'::text;
  else
    digs := digs[1:array_length(digs, 1) - 1];
  end if;
  return h || array_to_string(digs, '');
end
$$;

create function private.fi_decrement_integer(x text)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  digits constant text := '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
  head text := left(x, 1);
  digs text[] := regexp_split_to_array(substr(x, 2), '');
  borrow boolean := true;
  d integer;
  h text;
begin
  for i in reverse array_length(digs, 1)..1 loop
    exit when not borrow;
    d := strpos(digits, digs[i]) - 2;
    if d = -1 then
      digs[i] := 'z';
    else
      digs[i] := substr(digits, d + 1, 1);
      borrow := false;
    end if;
  end loop;
  if not borrow then
    return head || array_to_string(digs, '');
  end if;
  if head = 'a' then
    return 'Zz';
  elsif head = 'A' then
    return null;
  end if;
  h := chr(ascii(head) - 1);
  if ascii(h) < ascii('Z') then
    digs := digs || 'z'::text;
  else
    digs := digs[1:array_length(digs, 1) - 1];
  end if;
  return h || array_to_string(digs, '');
end
$$;

-- generateKeyBetween(a, b) of the `fractional-indexing` package: a key strictly between a and
-- b (either may be null for "no bound").
create function private.key_between(a text, b text)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  ia text;
  ib text;
  fa text;
  fb text;
  i text;
begin
  if a is not null then
    perform private.fi_validate(a);
  end if;
  if b is not null then
    perform private.fi_validate(b);
  end if;
  if a is not null and b is not null and (a collate "C") >= (b collate "C") then
    raise exception 'data/invalid: fractional key % is not below %', a, b using errcode = '22023';
  end if;
  if a is null then
    if b is null then
      return 'a0';
    end if;
    ib := left(b, private.fi_integer_length(left(b, 1)));
    fb := substr(b, length(ib) + 1);
    if ib = 'A' || repeat('0', 26) then
      return ib || private.fi_midpoint('', fb);
    end if;
    if (ib collate "C") < (b collate "C") then
      return ib;
    end if;
    i := private.fi_decrement_integer(ib);
    if i is null then
      raise exception 'data/invalid: cannot decrement fractional key any further' using errcode = '22023';
    end if;
    return i;
  end if;
  ia := left(a, private.fi_integer_length(left(a, 1)));
  fa := substr(a, length(ia) + 1);
  if b is null then
    i := private.fi_increment_integer(ia);
    return coalesce(i, ia || private.fi_midpoint(fa, null));
  end if;
  ib := left(b, private.fi_integer_length(left(b, 1)));
  fb := substr(b, length(ib) + 1);
  if ia = ib then
    return ia || private.fi_midpoint(fa, fb);
  end if;
  i := private.fi_increment_integer(ia);
  if i is null then
    raise exception 'data/invalid: cannot increment fractional key any further' using errcode = '22023';
  end if;
  if (i collate "C") < (b collate "C") then
    return i;
  end if;
  return ia || private.fi_midpoint(fa, null);
end
$$;

grant execute on all functions in schema private to authenticated, service_role;
