-- The leads table is its own outbox: every lead carries its forwarding state, and a scheduled sweep
-- (send-to-sheets called by Supabase Cron on hosted Supabase, by a timer in the local backend)
-- forwards each pending lead to the sheet, so a lead reaches the owner even when the visitor's
-- browser never calls the function (tab closed, signal lost) or the webhook was down at that moment.
-- The browser's call after the insert stays the fast path. docs/lead-forwarding.md explains it all.
--
--   forwarding_state          pending → forwarded, or failed once retries have run for 24 hours
--   forward_attempts          attempts so far (claims; the fast path counts too)
--   forward_last_error        why the last attempt failed
--   forward_next_at           when the sweep may try again (backoff: 10 s, 20 s, 40 s, then every 60 s)
--   forward_claimed_until     a claim in flight; past this time the claim has lapsed (the function
--                             stopped mid-call) and the lead may be claimed again
--   forward_failing_since     first failed attempt of the current run of failures
--   forward_overdue_logged_at when the function last logged the lead as pending for over an hour
--
-- Runs unchanged on PGlite (the local backend), which has neither pg_cron nor pg_net: the job is
-- only scheduled where both extensions are available.

alter table public.leads
  -- Rows stored before this migration take these defaults without being checked, then each is
  -- updated below. An UPDATE re-checks every rule, including the NOT VALID ones added for newer
  -- rows, so an old row the table would refuse today cannot be updated and keeps 'failed' with this
  -- reason: the outbox never forwards a row the table would not store.
  add column forwarding_state text not null default 'failed',
  add column forward_attempts integer not null default 0,
  add column forward_last_error text default 'Stored under older rules the table now refuses; not forwarded.',
  add column forward_next_at timestamptz,
  add column forward_claimed_until timestamptz,
  add column forward_failing_since timestamptz,
  add column forward_overdue_logged_at timestamptz;

-- Older leads never forwarded (a closed tab, a webhook that was down) go out with the first sweeps.
do $$
declare
  old record;
begin
  for old in select id, forwarded_to_sheets_at from public.leads loop
    begin
      update public.leads
         set forwarding_state = case when old.forwarded_to_sheets_at is null then 'pending' else 'forwarded' end,
             forward_last_error = null,
             forward_next_at = case when old.forwarded_to_sheets_at is null then now() end
       where id = old.id;
    exception when check_violation or not_null_violation then
      null; -- keeps 'failed' and the reason above
    end;
  end loop;
end
$$;

alter table public.leads
  alter column forwarding_state set default 'pending',
  alter column forward_last_error drop default,
  add constraint leads_forwarding_state_known check (forwarding_state in ('pending', 'forwarded', 'failed')),
  add constraint leads_forward_attempts_count check (forward_attempts >= 0);

comment on column public.leads.forwarding_state is 'pending (the sweep forwards it), forwarded, or failed (retried for 24 hours; see forward_last_error).';
comment on column public.leads.forwarded_to_sheets_at is 'When the sheets webhook accepted the lead; set once, by complete_lead_for_sheets.';

create index leads_forwarding_due on public.leads (forward_next_at) where forwarding_state = 'pending';

-- The outbox's timing, in one place.
create function private.forwarding_grace() returns interval language sql immutable
as $$ select interval '10 seconds' $$; -- the browser's own call usually forwards a new lead first
create function private.forwarding_lease() returns interval language sql immutable
as $$ select interval '2 minutes' $$; -- longer than any webhook call (SHEETS_WEBHOOK_TIMEOUT_MS is capped at 60 s)
create function private.forwarding_give_up_after() returns interval language sql immutable
as $$ select interval '24 hours' $$;
create function private.forwarding_overdue_after() returns interval language sql immutable
as $$ select interval '1 hour' $$;
-- 10 s, 20 s, 40 s, then 60 s: with a sweep every 30 s a lead goes out at most ~90 s after the webhook recovers.
create function private.forwarding_backoff(attempts integer) returns interval language sql immutable
as $$ select least(interval '60 seconds', interval '10 seconds' * power(2, least(greatest(attempts, 1) - 1, 3))) $$;

-- New rows start pending whoever inserts them; the rest of the insert rules are unchanged.
create or replace function private.before_lead_insert() returns trigger
language plpgsql
as $$
begin
  new.name := private.js_trim(new.name);
  new.whatsapp := private.js_trim(new.whatsapp);
  new.email := private.js_trim(new.email);
  new.forwarded_to_sheets_at := null;
  new.forwarding_state := 'pending';
  new.forward_attempts := 0;
  new.forward_last_error := null;
  new.forward_next_at := now() + private.forwarding_grace();
  new.forward_claimed_until := null;
  new.forward_failing_since := null;
  new.forward_overdue_logged_at := null;
  if current_user in ('anon', 'authenticated') then
    return private.guard_anon_lead(new);
  end if;
  return new;
end
$$;
grant execute on function private.forwarding_grace() to anon, authenticated, service_role;

-- What the sheet gets of a claimed lead (the function takes the seven fields from it).
create function private.sheet_lead(lead public.leads) returns json
language sql stable
as $$
  select json_build_object(
    'id', lead.id, 'created_at', lead.created_at, 'name', lead.name, 'whatsapp', lead.whatsapp,
    'email', lead.email, 'investment_type', lead.investment_type, 'capital_range', lead.capital_range,
    'execution_format', lead.execution_format, 'understands_discipline', lead.understands_discipline,
    'attempt', lead.forward_attempts)
$$;

-- The fast path (the browser's call after the insert): claims one pending lead that no call holds.
-- 'claimed' carries the stored values; a lead claimed elsewhere is 'in_progress'.
create or replace function public.claim_lead_for_sheets(lead_id uuid) returns json
language plpgsql
as $$
declare
  claimed public.leads;
  state text;
begin
  update public.leads
     set forward_claimed_until = now() + private.forwarding_lease(),
         forward_attempts = forward_attempts + 1
   where id = lead_id
     and forwarding_state = 'pending'
     and (forward_claimed_until is null or forward_claimed_until <= now())
  returning * into claimed;
  if found then
    return json_build_object('status', 'claimed', 'lead', private.sheet_lead(claimed));
  end if;
  select forwarding_state into state from public.leads where id = lead_id;
  return json_build_object('status', case state
    when 'forwarded' then 'already_forwarded'
    when 'failed' then 'gave_up'
    when 'pending' then 'in_progress'
    else 'unknown' end);
end
$$;

-- The sweep: claims up to max_leads pending leads that are due and not held by another call.
-- SKIP LOCKED lets two sweeps running at once take different leads instead of waiting for each
-- other; each lead is claimed by one of them only. as_of is the sweep's clock (tests move it).
create function public.claim_due_leads_for_sheets(max_leads integer default 25, as_of timestamptz default now())
returns json
language sql
as $$
  with due as (
    select id from public.leads
     where forwarding_state = 'pending'
       and forward_next_at <= as_of
       and (forward_claimed_until is null or forward_claimed_until <= as_of)
     order by forward_next_at, created_at
     limit greatest(least(max_leads, 100), 0)
       for update skip locked
  ), claimed as (
    update public.leads lead
       set forward_claimed_until = as_of + private.forwarding_lease(),
           forward_attempts = lead.forward_attempts + 1
      from due
     where lead.id = due.id
    returning lead
  )
  select coalesce(json_agg(private.sheet_lead(claimed.lead) order by (claimed.lead).forward_next_at), '[]'::json) from claimed
$$;

-- The webhook accepted the lead.
create function public.complete_lead_for_sheets(lead_id uuid, as_of timestamptz default now()) returns json
language sql
as $$
  with done as (
    update public.leads
       set forwarding_state = 'forwarded',
           forwarded_to_sheets_at = as_of,
           forward_claimed_until = null,
           forward_next_at = null,
           forward_last_error = null,
           forward_failing_since = null
     where id = lead_id and forwarding_state = 'pending'
    returning forward_attempts
  )
  select coalesce((select json_build_object('state', 'forwarded', 'attempts', forward_attempts) from done),
    json_build_object('state', 'not_pending'))
$$;

-- The webhook failed: the claim is given back with the reason, and the lead waits for its backoff;
-- after 24 hours of failures it is 'failed' and left for the owner (retry_failed_leads_for_sheets).
drop function public.release_lead_for_sheets(uuid);
create function public.release_lead_for_sheets(lead_id uuid, error text default null, as_of timestamptz default now())
returns json
language sql
as $$
  with released as (
    update public.leads
       set forward_claimed_until = null,
           forward_last_error = left(coalesce(error, 'The attempt failed.'), 500),
           forward_failing_since = coalesce(forward_failing_since, as_of),
           forwarding_state = case
             when coalesce(forward_failing_since, as_of) <= as_of - private.forwarding_give_up_after() then 'failed'
             else 'pending' end,
           forward_next_at = case
             when coalesce(forward_failing_since, as_of) <= as_of - private.forwarding_give_up_after() then null
             else as_of + private.forwarding_backoff(forward_attempts) end
     where id = lead_id and forwarding_state = 'pending'
    returning forwarding_state, forward_attempts, forward_next_at, forward_failing_since
  )
  select coalesce(
    (select json_build_object('state', forwarding_state, 'attempts', forward_attempts, 'next_at', forward_next_at,
       'failing_since', forward_failing_since) from released),
    json_build_object('state', 'not_pending'))
$$;

-- Leads pending for over an hour, each named at most once an hour (the function logs them).
create function public.report_overdue_leads_for_sheets(as_of timestamptz default now()) returns json
language sql
as $$
  with overdue as (
    update public.leads
       set forward_overdue_logged_at = as_of
     where forwarding_state = 'pending'
       and created_at <= as_of - private.forwarding_overdue_after()
       and (forward_overdue_logged_at is null or forward_overdue_logged_at <= as_of - private.forwarding_overdue_after())
    returning id, created_at, forward_attempts, forward_last_error, forward_next_at
  )
  select coalesce(json_agg(json_build_object('id', id, 'created_at', created_at, 'attempts', forward_attempts,
    'last_error', forward_last_error, 'next_at', forward_next_at) order by created_at), '[]'::json)
  from overdue
$$;

-- For the owner (SQL editor): queues every failed lead again; returns how many.
-- A row stored under older rules the table now refuses cannot be updated, so it stays failed.
create function public.retry_failed_leads_for_sheets() returns integer
language plpgsql
as $$
declare
  failed_id uuid;
  queued integer := 0;
begin
  for failed_id in select id from public.leads where forwarding_state = 'failed' loop
    begin
      update public.leads
         set forwarding_state = 'pending', forward_attempts = 0, forward_next_at = now(), forward_failing_since = null
       where id = failed_id;
      queued := queued + 1;
    exception when check_violation or not_null_violation then
      null;
    end;
  end loop;
  return queued;
end
$$;

revoke all on function
  public.claim_due_leads_for_sheets(integer, timestamptz),
  public.complete_lead_for_sheets(uuid, timestamptz),
  public.release_lead_for_sheets(uuid, text, timestamptz),
  public.report_overdue_leads_for_sheets(timestamptz),
  public.retry_failed_leads_for_sheets()
  from public, anon, authenticated;
grant execute on function
  public.claim_due_leads_for_sheets(integer, timestamptz),
  public.complete_lead_for_sheets(uuid, timestamptz),
  public.release_lead_for_sheets(uuid, text, timestamptz),
  public.report_overdue_leads_for_sheets(timestamptz),
  public.retry_failed_leads_for_sheets()
  to service_role;

-- Hosted Supabase: Supabase Cron calls the sweep every 30 seconds through pg_net. The call needs the
-- project's URL and the sweep secret, kept in Supabase Vault (the owner stores them once, see
-- docs/lead-forwarding.md); until they are there the job only raises a warning, visible in
-- cron.job_run_details. On the local backend neither extension exists and nothing is scheduled.
create function private.invoke_sheets_sweep() returns void
language plpgsql security definer set search_path = ''
as $$
declare
  project_url text;
  sweep_secret text;
  anon_key text;
begin
  if to_regclass('vault.decrypted_secrets') is null then
    raise warning 'send-to-sheets sweep: Supabase Vault is not available';
    return;
  end if;
  execute $sql$select max(decrypted_secret) filter (where name = 'project_url'),
                      max(decrypted_secret) filter (where name = 'sheets_sweep_secret'),
                      max(decrypted_secret) filter (where name = 'anon_key')
                 from vault.decrypted_secrets$sql$
    into project_url, sweep_secret, anon_key;
  if project_url is null or sweep_secret is null then
    raise warning 'send-to-sheets sweep: store project_url and sheets_sweep_secret in Supabase Vault (docs/lead-forwarding.md)';
    return;
  end if;
  execute 'select net.http_post(url := $1, body := $2, headers := $3, timeout_milliseconds := 60000)'
    using rtrim(project_url, '/') || '/functions/v1/send-to-sheets',
          jsonb_build_object('sweep', true),
          jsonb_strip_nulls(jsonb_build_object(
            'Content-Type', 'application/json',
            'x-sheets-sweep-secret', sweep_secret,
            -- Supabase verifies a JWT on function calls unless the function is deployed with --no-verify-jwt.
            'Authorization', 'Bearer ' || anon_key));
end
$$;
revoke all on function private.invoke_sheets_sweep() from public, anon, authenticated;

do $$
begin
  if exists (select 1 from pg_available_extensions where name = 'pg_cron')
     and exists (select 1 from pg_available_extensions where name = 'pg_net') then
    create extension if not exists pg_net with schema extensions;
    create extension if not exists pg_cron with schema pg_catalog;
    -- cron.schedule with a job name replaces an existing job of that name, so this can run again.
    execute $sql$select cron.schedule('send-to-sheets-sweep', '30 seconds', 'select private.invoke_sheets_sweep()')$sql$;
  else
    raise notice 'pg_cron or pg_net is not available here: the send-to-sheets sweep is not scheduled (the local backend runs it on a timer).';
  end if;
end
$$;
