-- Leads: the table accepts exactly what the form accepts, on the trimmed value, and keeps out what
-- no person sent. Runs unchanged on hosted Supabase (Postgres 15+, PostgREST) and on the local
-- backend (PGlite, whose gateway hands PostgREST's request.headers to the transaction the same way).
--
-- Rules (the README's Security section lists them):
--   * name/whatsapp/email are trimmed (the same whitespace JavaScript's trim() removes), then checked
--     by one named constraint per rule; the form's Yup schema has the same rules and the shared case
--     list (src/features/lead-capture/__tests__/lead-field-cases.json) drives the tests of both.
--   * an anon request (one transaction) inserts at most one lead;
--   * the same person (same lower-cased email and WhatsApp digits) within 24 hours stores nothing new
--     and the request still succeeds; a retry of the same id still answers 23505 as before;
--   * at most private.lead_settings.leads_per_address_per_hour leads per client address per hour (0: off);
--   * a filled honeypot (the column lead_note) stores no lead, only a row in lead_honeypot_hits;
--   * send-to-sheets claims a lead once (forwarded_to_sheets_at) through claim_lead_for_sheets.

create schema if not exists private;
revoke all on schema private from public;
grant usage on schema private to anon, authenticated, service_role;

-- The per-environment cap. A table rather than a custom GUC: it is read inside the trigger on every
-- insert, can be changed at runtime with one UPDATE on hosted Supabase (SQL editor), and the local
-- backend writes LEADS_PER_ADDRESS_PER_HOUR into it at start.
create table private.lead_settings (
  singleton boolean primary key default true check (singleton),
  leads_per_address_per_hour integer not null default 20 check (leads_per_address_per_hour >= 0)
);
insert into private.lead_settings default values;
revoke all on table private.lead_settings from public, anon, authenticated;

-- What JavaScript's String.prototype.trim() removes, so the database trims as the form does.
create function private.js_trim(value text) returns text
language sql immutable parallel safe
as $$
  select regexp_replace(value,
    '^[\u0009-\u000d\u0020\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+|[\u0009-\u000d\u0020\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+$',
    '', 'g')
$$;

-- The name without invisible characters (zero-width, bidi marks and controls, soft hyphen), trimmed.
create function private.visible_text(value text) returns text
language sql immutable parallel safe
as $$
  select private.js_trim(regexp_replace(value, '[\u00ad\u061c\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]', '', 'g'))
$$;

alter table public.leads
  add column lead_note text,
  add column client_address text,
  add column forwarded_to_sheets_at timestamptz,
  drop constraint leads_name_length,
  drop constraint leads_name_characters,
  drop constraint leads_whatsapp_format,
  drop constraint leads_email_length,
  drop constraint leads_email_format,
  -- New rows are checked; NOT VALID leaves rows stored under the older rules alone on hosted tables.
  -- the spec's rules (the form shows the spec's message)
  add constraint leads_name_required check (char_length(name) >= 2 and private.visible_text(name) <> '') not valid,
  add constraint leads_whatsapp_required check (char_length(whatsapp) >= 10) not valid,
  add constraint leads_email_format check (
    email ~ '^[A-Za-z0-9.!#$%&''*+/=?^_`{|}~-]+@[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$') not valid,
  -- stricter than the spec (the form has a message of its own for each)
  add constraint leads_name_max_length check (char_length(name) <= 120) not valid,
  add constraint leads_name_characters check (name !~ '[\u0001-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]') not valid,
  add constraint leads_whatsapp_characters check (whatsapp ~ '^[0-9 ()+.-]*$') not valid,
  add constraint leads_whatsapp_digits check (char_length(regexp_replace(whatsapp, '[^0-9]', '', 'g')) >= 8) not valid,
  add constraint leads_whatsapp_max_length check (char_length(whatsapp) <= 30) not valid,
  add constraint leads_email_max_length check (char_length(email) <= 254) not valid,
  -- the honeypot never reaches a stored row (the trigger diverts it), so this only guards other writers
  add constraint leads_no_honeypot check (lead_note is null);

comment on column public.leads.client_address is 'Client address the lead came from (cf-connecting-ip on hosted Supabase), for the per-address cap.';
comment on column public.leads.forwarded_to_sheets_at is 'When send-to-sheets forwarded the lead; set once, by claim_lead_for_sheets.';

create index leads_person_recent on public.leads (lower(email), (regexp_replace(whatsapp, '[^0-9]', '', 'g')), created_at);
create index leads_address_recent on public.leads (client_address, created_at);

-- Honeypot hits: when, from where, and what the hidden field held (cut to 200 characters).
-- Nothing of the contact is kept: nothing a bot sends is stored as a lead.
create table public.lead_honeypot_hits (
  id bigint generated always as identity primary key,
  created_at timestamptz not null default now(),
  client_address text,
  field_value text not null
);
alter table public.lead_honeypot_hits enable row level security;
revoke all on table public.lead_honeypot_hits from public, anon, authenticated;
grant select on table public.lead_honeypot_hits to service_role;

-- anon may also send the honeypot column (a bot that fills it must get the same answer as a person).
grant insert (lead_note) on table public.leads to anon;

-- The client's address as the platform sets it. Hosted Supabase runs behind Cloudflare, which sets
-- cf-connecting-ip from the TCP connection and overwrites any value a client sends; the first hop of
-- x-forwarded-for is what a client claims (supabase/discussions #34647) and is only the fallback for a
-- self-hosted proxy that sets x-forwarded-for itself. The local gateway sets both from the socket.
create function private.request_client_address() returns text
language sql stable
as $$
  select coalesce(
    nullif(btrim(current_setting('request.headers', true)::json ->> 'cf-connecting-ip'), ''),
    nullif(btrim(split_part(current_setting('request.headers', true)::json ->> 'x-forwarded-for', ',', 1)), '')
  )
$$;

-- Runs with the owner's rights: anon may not read leads, but the checks must.
create function private.guard_anon_lead(new_row public.leads) returns public.leads
language plpgsql security definer set search_path = ''
as $$
declare
  rows_in_request integer := coalesce(nullif(current_setting('app.leads_in_request', true), ''), '0')::integer + 1;
  cap integer;
  address text := private.request_client_address();
  person_email text := lower(new_row.email);
  person_digits text := regexp_replace(new_row.whatsapp, '[^0-9]', '', 'g');
begin
  perform set_config('app.leads_in_request', rows_in_request::text, true);
  if rows_in_request > 1 then
    raise exception using errcode = 'PT400', message = 'A request may insert one lead only.',
      hint = 'Send one lead per request.';
  end if;

  if new_row.lead_note is not null and private.js_trim(new_row.lead_note) <> '' then
    insert into public.lead_honeypot_hits (client_address, field_value) values (address, left(new_row.lead_note, 200));
    -- The local backend prints notices in its log; hosted Supabase keeps the table.
    raise notice 'honeypot hit from %: no lead stored', coalesce(address, 'an unknown address');
    return null;
  end if;
  new_row.lead_note := null;

  -- A retry of an id that exists goes on to the primary key, which answers 23505 as before.
  if exists (select 1 from public.leads where id = new_row.id) then
    return new_row;
  end if;

  -- Concurrent submits of the same person wait for each other (hosted Postgres runs them in parallel).
  perform pg_advisory_xact_lock(hashtext(person_email || '|' || person_digits));
  if exists (
    select 1 from public.leads
     where lower(email) = person_email
       and regexp_replace(whatsapp, '[^0-9]', '', 'g') = person_digits
       and created_at > now() - interval '24 hours'
  ) then
    return null;
  end if;

  select leads_per_address_per_hour into cap from private.lead_settings;
  if address is not null and coalesce(cap, 0) > 0 then
    perform pg_advisory_xact_lock(hashtext('lead-address|' || address));
    if (select count(*) from public.leads where client_address = address and created_at > now() - interval '1 hour') >= cap then
      raise exception using errcode = 'PT429', message = 'Too many leads from this address; try again later.',
        detail = format('At most %s leads per address per hour.', cap);
    end if;
  end if;
  new_row.client_address := address;
  return new_row;
end
$$;
revoke all on function private.guard_anon_lead(public.leads) from public;
grant execute on function private.guard_anon_lead(public.leads) to anon, authenticated;

-- Trims, then (for the site's roles) applies the request rules; service_role and the owner write freely.
create function private.before_lead_insert() returns trigger
language plpgsql
as $$
begin
  new.name := private.js_trim(new.name);
  new.whatsapp := private.js_trim(new.whatsapp);
  new.email := private.js_trim(new.email);
  new.forwarded_to_sheets_at := null;
  if current_user in ('anon', 'authenticated') then
    return private.guard_anon_lead(new);
  end if;
  return new;
end
$$;
revoke all on function private.before_lead_insert() from public;
grant execute on function private.before_lead_insert() to anon, authenticated, service_role;
grant execute on function private.js_trim(text), private.visible_text(text), private.request_client_address()
  to anon, authenticated, service_role;

create trigger leads_before_insert before insert on public.leads
  for each row execute function private.before_lead_insert();

-- send-to-sheets: hands over a stored lead once. 'claimed' carries the stored values and marks the
-- lead forwarded; 'already_forwarded' and 'unknown' carry nothing. Only the service role may call it.
create function public.claim_lead_for_sheets(lead_id uuid) returns json
language plpgsql
as $$
declare
  claimed public.leads;
begin
  update public.leads set forwarded_to_sheets_at = now()
   where id = lead_id and forwarded_to_sheets_at is null
  returning * into claimed;
  if found then
    return json_build_object('status', 'claimed', 'lead', json_build_object(
      'id', claimed.id, 'created_at', claimed.created_at, 'name', claimed.name, 'whatsapp', claimed.whatsapp,
      'email', claimed.email, 'investment_type', claimed.investment_type, 'capital_range', claimed.capital_range,
      'execution_format', claimed.execution_format, 'understands_discipline', claimed.understands_discipline));
  end if;
  if exists (select 1 from public.leads where id = lead_id) then
    return json_build_object('status', 'already_forwarded');
  end if;
  return json_build_object('status', 'unknown');
end
$$;

-- Gives a claim back when the webhook failed, so a later call may forward the lead.
create function public.release_lead_for_sheets(lead_id uuid) returns void
language sql
as $$
  update public.leads set forwarded_to_sheets_at = null where id = lead_id
$$;

revoke all on function public.claim_lead_for_sheets(uuid), public.release_lead_for_sheets(uuid) from public, anon, authenticated;
grant execute on function public.claim_lead_for_sheets(uuid), public.release_lead_for_sheets(uuid) to service_role;
