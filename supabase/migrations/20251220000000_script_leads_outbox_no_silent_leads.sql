-- Script leads through the same outbox, and no lead that stops moving in silence
-- (docs/lead-forwarding.md). Until now the generators posted Name and Email straight to a
-- spreadsheet web app (no acknowledgement, no retry, no copy here), and a lead failing for 24 hours
-- was parked as 'failed' with one log line. Now:
--   * script_leads is an outbox like leads: new rows start pending, and send-to-sheets (its
--     /script-leads route stores them, its sweep and fast path forward them) takes them to the
--     sheet's 'Script leads' tab with the same protocol; the claim names which kind it holds;
--   * script_leads keeps the visitor's address and applies the per-address cap of
--     private.lead_settings.leads_per_address_per_hour; anon may still insert only;
--   * no lead is given up: after a day of failures a lead is tried once an hour, for as long as it
--     is not taken; leads parked as 'failed' by the old rule go back to pending;
--   * the hourly report (report_overdue_leads_for_sheets) names every lead of either kind not taken
--     an hour after it was stored, with its age, attempts and last reason, once an hour each.

alter table public.script_leads
  add column client_address text,
  add column forwarding_state text not null default 'pending',
  add column forward_attempts integer not null default 0,
  add column forward_last_error text,
  -- Script leads stored before this migration go out with the first sweeps.
  add column forward_next_at timestamptz default now(),
  add column forward_claimed_until timestamptz,
  add column forward_claim_token uuid,
  add column forward_failing_since timestamptz,
  add column forward_overdue_logged_at timestamptz,
  add column forwarded_to_sheets_at timestamptz,
  add constraint script_leads_forwarding_state_known check (forwarding_state in ('pending', 'forwarded')),
  add constraint script_leads_forward_attempts_count check (forward_attempts >= 0);
alter table public.script_leads alter column forward_next_at drop default;

comment on column public.script_leads.client_address is
  'The visitor''s address (the request''s for anon; send-to-sheets passes the visitor''s), for the per-address cap.';
comment on column public.script_leads.forwarding_state is 'pending (the sweep forwards it) or forwarded.';

create index script_leads_forwarding_due on public.script_leads (forward_next_at) where forwarding_state = 'pending';
create index script_leads_address_recent on public.script_leads (client_address, created_at);

-- The per-address cap, with the owner's rights: anon may not read script_leads, but the check must.
create function private.guard_script_lead_address(address text) returns void
language plpgsql security definer set search_path = ''
as $$
declare
  cap integer;
begin
  select leads_per_address_per_hour into cap from private.lead_settings;
  if address is null or coalesce(cap, 0) = 0 then
    return;
  end if;
  perform pg_advisory_xact_lock(hashtext('script-lead-address|' || address));
  if (select count(*) from public.script_leads where client_address = address and created_at > now() - interval '1 hour') >= cap then
    raise exception using errcode = 'PT429', message = 'Too many script leads from this address; try again later.',
      detail = format('At most %s script leads per address per hour.', cap);
  end if;
end
$$;

-- New rows start pending whoever inserts them. anon's address is the request's; the function, which
-- stores the generators' posts with the service role, passes the visitor's.
create function private.before_script_lead_insert() returns trigger
language plpgsql
as $$
begin
  if current_user in ('anon', 'authenticated') then
    new.client_address := private.request_client_address();
  end if;
  perform private.guard_script_lead_address(new.client_address);
  new.forwarding_state := 'pending';
  new.forward_attempts := 0;
  new.forward_last_error := null;
  new.forward_next_at := now() + private.forwarding_grace();
  new.forward_claimed_until := null;
  new.forward_claim_token := null;
  new.forward_failing_since := null;
  new.forward_overdue_logged_at := null;
  new.forwarded_to_sheets_at := null;
  return new;
end
$$;
revoke all on function private.guard_script_lead_address(text), private.before_script_lead_insert() from public;
grant execute on function private.guard_script_lead_address(text), private.before_script_lead_insert()
  to anon, authenticated, service_role;

create trigger script_leads_before_insert before insert on public.script_leads
  for each row execute function private.before_script_lead_insert();

-- The same lease, restated: 20251201000000's comment on it said the webhook timeout was capped at
-- 60 s; the function caps it at 30 s (maxWebhookTimeoutMs), well inside these 2 minutes.
create or replace function private.forwarding_lease() returns interval language sql immutable
as $$ select interval '2 minutes' $$; -- longer than any webhook call (SHEETS_WEBHOOK_TIMEOUT_MS is capped at 30 s)

-- How long a failed lead waits: 10 s, 20 s, 40 s, then 60 s during its first day of failures
-- (with a sweep every 30 s a lead goes out at most ~90 s after the sheet recovers), then once an
-- hour for as long as it is not taken.
create function private.forwarding_hourly_after() returns interval language sql immutable
as $$ select interval '24 hours' $$;
create function private.forwarding_retry_delay(attempts integer, failing_for interval) returns interval
language sql immutable
as $$
  select case when failing_for >= private.forwarding_hourly_after() then interval '1 hour'
              else private.forwarding_backoff(attempts) end
$$;

-- What the sheet gets of each kind, and the claim's answer, which names the kind.
create or replace function private.claimed_lead(lead public.leads) returns json
language sql stable
as $$ select json_build_object('kind', 'lead', 'lead', private.sheet_lead(lead), 'claim_token', lead.forward_claim_token) $$;

create function private.sheet_script_lead(lead public.script_leads) returns json
language sql stable
as $$
  select json_build_object('id', lead.id, 'created_at', lead.created_at, 'name', lead.name, 'email', lead.email,
    'source', coalesce(lead.source, ''), 'attempt', lead.forward_attempts)
$$;

create function private.claimed_lead(lead public.script_leads) returns json
language sql stable
as $$ select json_build_object('kind', 'script_lead', 'lead', private.sheet_script_lead(lead), 'claim_token', lead.forward_claim_token) $$;

-- The fast path, for a lead of either kind (ids are UUIDs: one id names one row of one table).
create or replace function public.claim_lead_for_sheets(lead_id uuid) returns json
language plpgsql
as $$
declare
  claimed public.leads;
  claimed_script public.script_leads;
  state text;
  claimed_until timestamptz;
  next_at timestamptz;
begin
  update public.leads
     set forward_claimed_until = now() + private.forwarding_lease(),
         forward_attempts = forward_attempts + 1,
         forward_claim_token = gen_random_uuid()
   where id = lead_id
     and forwarding_state = 'pending'
     and (forward_claimed_until is null or forward_claimed_until <= now())
     and (forward_attempts = 0 or forward_next_at <= now())
  returning * into claimed;
  if found then
    return (jsonb_build_object('status', 'claimed') || private.claimed_lead(claimed)::jsonb)::json;
  end if;
  update public.script_leads
     set forward_claimed_until = now() + private.forwarding_lease(),
         forward_attempts = forward_attempts + 1,
         forward_claim_token = gen_random_uuid()
   where id = lead_id
     and forwarding_state = 'pending'
     and (forward_claimed_until is null or forward_claimed_until <= now())
     and (forward_attempts = 0 or forward_next_at <= now())
  returning * into claimed_script;
  if found then
    return (jsonb_build_object('status', 'claimed') || private.claimed_lead(claimed_script)::jsonb)::json;
  end if;
  select forwarding_state, forward_claimed_until, forward_next_at into state, claimed_until, next_at
    from public.leads where id = lead_id;
  if not found then
    select forwarding_state, forward_claimed_until, forward_next_at into state, claimed_until, next_at
      from public.script_leads where id = lead_id;
    if not found then
      return json_build_object('status', 'unknown');
    end if;
  end if;
  return json_build_object('status', case
    when state = 'forwarded' then 'already_forwarded'
    when state = 'failed' then 'gave_up'
    when claimed_until > now() then 'in_progress'
    else 'waiting' end,
    'next_at', next_at);
end
$$;

-- The sweep: claims the one lead of either kind most due, just before sending it; null when none is.
create or replace function public.claim_next_lead_for_sheets(as_of timestamptz default now()) returns json
language plpgsql
as $$
declare
  lead_due record;
  script_due record;
  claimed public.leads;
  claimed_script public.script_leads;
begin
  select id, forward_next_at, created_at into lead_due from public.leads
   where forwarding_state = 'pending'
     and forward_next_at <= as_of
     and (forward_claimed_until is null or forward_claimed_until <= as_of)
   order by forward_next_at, created_at
   limit 1
     for update skip locked;
  select id, forward_next_at, created_at into script_due from public.script_leads
   where forwarding_state = 'pending'
     and forward_next_at <= as_of
     and (forward_claimed_until is null or forward_claimed_until <= as_of)
   order by forward_next_at, created_at
   limit 1
     for update skip locked;
  if lead_due.id is not null and (script_due.id is null
      or (lead_due.forward_next_at, lead_due.created_at) <= (script_due.forward_next_at, script_due.created_at)) then
    update public.leads
       set forward_claimed_until = as_of + private.forwarding_lease(),
           forward_attempts = forward_attempts + 1,
           forward_claim_token = gen_random_uuid()
     where id = lead_due.id
    returning * into claimed;
    return private.claimed_lead(claimed);
  end if;
  if script_due.id is not null then
    update public.script_leads
       set forward_claimed_until = as_of + private.forwarding_lease(),
           forward_attempts = forward_attempts + 1,
           forward_claim_token = gen_random_uuid()
     where id = script_due.id
    returning * into claimed_script;
    return private.claimed_lead(claimed_script);
  end if;
  return null;
end
$$;

create or replace function private.not_held(lead_id uuid) returns json
language sql stable
as $$
  select json_build_object('state', coalesce(
    (select case when forwarding_state = 'pending' then 'not_holder' else 'not_pending' end from public.leads where id = lead_id),
    (select case when forwarding_state = 'pending' then 'not_holder' else 'not_pending' end from public.script_leads where id = lead_id),
    'unknown'))
$$;

-- The sheet took the lead (it answered "ok": true for this lead_id).
create or replace function public.complete_lead_for_sheets(lead_id uuid, claim_token uuid, as_of timestamptz default now())
returns json
language sql
as $$
  with done_lead as (
    update public.leads
       set forwarding_state = 'forwarded', forwarded_to_sheets_at = as_of, forward_claimed_until = null,
           forward_claim_token = null, forward_next_at = null, forward_last_error = null, forward_failing_since = null
     where id = lead_id and forwarding_state = 'pending' and forward_claim_token = claim_token
    returning forward_attempts
  ), done_script as (
    update public.script_leads
       set forwarding_state = 'forwarded', forwarded_to_sheets_at = as_of, forward_claimed_until = null,
           forward_claim_token = null, forward_next_at = null, forward_last_error = null, forward_failing_since = null
     where id = lead_id and forwarding_state = 'pending' and forward_claim_token = claim_token
    returning forward_attempts
  ), done as (select forward_attempts from done_lead union all select forward_attempts from done_script)
  select coalesce((select json_build_object('state', 'forwarded', 'attempts', forward_attempts) from done limit 1),
    private.not_held(lead_id))
$$;

-- The attempt failed: the holder gives the claim back with the reason, and the lead waits for its
-- retry delay. It stays pending however long it fails: nothing is given up.
create or replace function public.release_lead_for_sheets(lead_id uuid, claim_token uuid, error text default null, as_of timestamptz default now())
returns json
language sql
as $$
  with released_lead as (
    update public.leads
       set forward_claimed_until = null,
           forward_claim_token = null,
           forward_last_error = left(coalesce(error, 'The attempt failed.'), 500),
           forward_failing_since = coalesce(forward_failing_since, as_of),
           forward_next_at = as_of + private.forwarding_retry_delay(forward_attempts, as_of - coalesce(forward_failing_since, as_of))
     where id = lead_id and forwarding_state = 'pending' and forward_claim_token = claim_token
    returning forwarding_state, forward_attempts, forward_next_at, forward_failing_since
  ), released_script as (
    update public.script_leads
       set forward_claimed_until = null,
           forward_claim_token = null,
           forward_last_error = left(coalesce(error, 'The attempt failed.'), 500),
           forward_failing_since = coalesce(forward_failing_since, as_of),
           forward_next_at = as_of + private.forwarding_retry_delay(forward_attempts, as_of - coalesce(forward_failing_since, as_of))
     where id = lead_id and forwarding_state = 'pending' and forward_claim_token = claim_token
    returning forwarding_state, forward_attempts, forward_next_at, forward_failing_since
  ), released as (select * from released_lead union all select * from released_script)
  select coalesce(
    (select json_build_object('state', forwarding_state, 'attempts', forward_attempts, 'next_at', forward_next_at,
       'failing_since', forward_failing_since) from released limit 1),
    private.not_held(lead_id))
$$;

-- Every lead of either kind not taken an hour after it was stored, each named once an hour for as
-- long as it is not taken (the function logs them), with its age in seconds.
create or replace function public.report_overdue_leads_for_sheets(as_of timestamptz default now()) returns json
language sql
as $$
  with overdue_leads as (
    update public.leads
       set forward_overdue_logged_at = as_of
     where forwarding_state = 'pending'
       and created_at <= as_of - private.forwarding_overdue_after()
       and (forward_overdue_logged_at is null or forward_overdue_logged_at <= as_of - private.forwarding_overdue_after())
    returning 'lead'::text as kind, id, created_at, forward_attempts, forward_last_error, forward_next_at
  ), overdue_scripts as (
    update public.script_leads
       set forward_overdue_logged_at = as_of
     where forwarding_state = 'pending'
       and created_at <= as_of - private.forwarding_overdue_after()
       and (forward_overdue_logged_at is null or forward_overdue_logged_at <= as_of - private.forwarding_overdue_after())
    returning 'script_lead'::text as kind, id, created_at, forward_attempts, forward_last_error, forward_next_at
  ), overdue as (select * from overdue_leads union all select * from overdue_scripts)
  select coalesce(json_agg(json_build_object('kind', kind, 'id', id, 'created_at', created_at,
    'age_seconds', floor(extract(epoch from as_of - created_at)), 'attempts', forward_attempts,
    'last_error', forward_last_error, 'next_at', forward_next_at) order by created_at), '[]'::json)
  from overdue
$$;

-- For `npm run leads` (local, or hosted with the service-role key): counts by kind and state, and
-- the oldest lead of either kind the sheet has not taken, with its age and last reason.
create function public.forwarding_summary_for_sheets(as_of timestamptz default now()) returns json
language sql stable
as $$
  select json_build_object(
    'counts', (select coalesce(json_agg(json_build_object('kind', kind, 'state', state, 'count', n) order by kind, state), '[]'::json)
      from (select 'lead'::text as kind, forwarding_state as state, count(*)::int as n from public.leads group by forwarding_state
            union all
            select 'script_lead', forwarding_state, count(*)::int from public.script_leads group by forwarding_state) counts),
    'oldest_not_taken', (select row_to_json(oldest)
      from (select 'lead'::text as kind, id, email, created_at, forwarding_state as state, forward_attempts as attempts,
                   forward_last_error as last_error, floor(extract(epoch from as_of - created_at)) as age_seconds
              from public.leads where forwarding_state <> 'forwarded'
            union all
            select 'script_lead', id, email, created_at, forwarding_state, forward_attempts, forward_last_error,
                   floor(extract(epoch from as_of - created_at))
              from public.script_leads where forwarding_state <> 'forwarded'
            order by created_at
            limit 1) oldest))
$$;

revoke all on function
  public.forwarding_summary_for_sheets(timestamptz),
  private.forwarding_hourly_after(),
  private.forwarding_retry_delay(integer, interval),
  private.sheet_script_lead(public.script_leads),
  private.claimed_lead(public.script_leads)
  from public, anon, authenticated;
grant execute on function
  public.forwarding_summary_for_sheets(timestamptz),
  private.forwarding_hourly_after(),
  private.forwarding_retry_delay(integer, interval),
  private.sheet_script_lead(public.script_leads),
  private.claimed_lead(public.script_leads)
  to service_role;

-- Leads the old rule parked as 'failed' are pending again (a row stored under older rules the table
-- now refuses cannot be updated and stays failed, as before).
select public.retry_failed_leads_for_sheets();
