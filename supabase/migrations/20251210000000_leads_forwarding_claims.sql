-- Claims that cannot collide (docs/lead-forwarding.md, "Claims"). The outbox migration
-- (20251201000000) let a sweep claim 25 leads under one 2-minute lease and work through them five
-- at a time: with a slow sheet the lease lapsed mid-batch and the next sweep sent the same leads
-- again, and complete/release acted for whoever called them, so a late release could clear another
-- sweep's live claim. Now:
--   * each claim is one lead, taken just before it is sent, with its own token and lease
--     (claim_next_lead_for_sheets for the sweep, claim_lead_for_sheets for the browser's call);
--   * complete_lead_for_sheets and release_lead_for_sheets act only for the claim's holder (the token);
--   * the browser's call respects forward_next_at once a lead has had an attempt (the backoff).
-- The lease (private.forwarding_lease, 2 minutes) is longer than any attempt: the function's webhook
-- timeout is at most 30 s, and it marks the outcome within seconds of the answer.

alter table public.leads add column forward_claim_token uuid;
comment on column public.leads.forward_claim_token is
  'The token of the call holding the claim (until forward_claimed_until); only it may complete or release the lead.';

-- Claims one lead for the call that is about to send it: the lead, with its claim token.
create function private.claimed_lead(lead public.leads) returns json
language sql stable
as $$ select json_build_object('lead', private.sheet_lead(lead), 'claim_token', lead.forward_claim_token) $$;

-- The fast path (the browser's call after the insert). A lead that has had an attempt waits for its
-- backoff ('waiting'), so calling the function again and again cannot hammer the sheet.
create or replace function public.claim_lead_for_sheets(lead_id uuid) returns json
language plpgsql
as $$
declare
  claimed public.leads;
  current public.leads;
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
  select * into current from public.leads where id = lead_id;
  if not found then
    return json_build_object('status', 'unknown');
  end if;
  return json_build_object('status', case
    when current.forwarding_state = 'forwarded' then 'already_forwarded'
    when current.forwarding_state = 'failed' then 'gave_up'
    when current.forward_claimed_until > now() then 'in_progress'
    else 'waiting' end,
    'next_at', current.forward_next_at);
end
$$;

-- The sweep: claims the one lead most due (pending, past forward_next_at, held by no call), just
-- before sending it; null when none is due. SKIP LOCKED: sweeps running at once take different leads.
-- as_of is the sweep's clock (tests move it; the function refuses it outside tests).
create function public.claim_next_lead_for_sheets(as_of timestamptz default now()) returns json
language sql
as $$
  with due as (
    select id from public.leads
     where forwarding_state = 'pending'
       and forward_next_at <= as_of
       and (forward_claimed_until is null or forward_claimed_until <= as_of)
     order by forward_next_at, created_at
     limit 1
       for update skip locked
  ), claimed as (
    update public.leads lead
       set forward_claimed_until = as_of + private.forwarding_lease(),
           forward_attempts = lead.forward_attempts + 1,
           forward_claim_token = gen_random_uuid()
      from due
     where lead.id = due.id
    returning lead
  )
  select private.claimed_lead(claimed.lead) from claimed
$$;

-- Why a holder's complete or release did nothing: the lead is no longer pending, or another call
-- holds it now (this call's lease lapsed and the lead was claimed again).
create function private.not_held(lead_id uuid) returns json
language sql stable
as $$
  select json_build_object('state', coalesce(
    (select case when forwarding_state = 'pending' then 'not_holder' else 'not_pending' end from public.leads where id = lead_id),
    'unknown'))
$$;

-- The sheet took the lead (it answered ok: true).
drop function public.complete_lead_for_sheets(uuid, timestamptz);
create function public.complete_lead_for_sheets(lead_id uuid, claim_token uuid, as_of timestamptz default now()) returns json
language sql
as $$
  with done as (
    update public.leads
       set forwarding_state = 'forwarded',
           forwarded_to_sheets_at = as_of,
           forward_claimed_until = null,
           forward_claim_token = null,
           forward_next_at = null,
           forward_last_error = null,
           forward_failing_since = null
     where id = lead_id and forwarding_state = 'pending' and forward_claim_token = claim_token
    returning forward_attempts
  )
  select coalesce((select json_build_object('state', 'forwarded', 'attempts', forward_attempts) from done), private.not_held(lead_id))
$$;

-- The attempt failed: the holder gives the claim back with the reason and the lead waits for its
-- backoff; after 24 hours of failures it is 'failed' and left for the owner.
drop function public.release_lead_for_sheets(uuid, text, timestamptz);
create function public.release_lead_for_sheets(lead_id uuid, claim_token uuid, error text default null, as_of timestamptz default now())
returns json
language sql
as $$
  with released as (
    update public.leads
       set forward_claimed_until = null,
           forward_claim_token = null,
           forward_last_error = left(coalesce(error, 'The attempt failed.'), 500),
           forward_failing_since = coalesce(forward_failing_since, as_of),
           forwarding_state = case
             when coalesce(forward_failing_since, as_of) <= as_of - private.forwarding_give_up_after() then 'failed'
             else 'pending' end,
           forward_next_at = case
             when coalesce(forward_failing_since, as_of) <= as_of - private.forwarding_give_up_after() then null
             else as_of + private.forwarding_backoff(forward_attempts) end
     where id = lead_id and forwarding_state = 'pending' and forward_claim_token = claim_token
    returning forwarding_state, forward_attempts, forward_next_at, forward_failing_since
  )
  select coalesce(
    (select json_build_object('state', forwarding_state, 'attempts', forward_attempts, 'next_at', forward_next_at,
       'failing_since', forward_failing_since) from released),
    private.not_held(lead_id))
$$;

-- The batch claim is gone: a lead is claimed only by the call about to send it.
drop function public.claim_due_leads_for_sheets(integer, timestamptz);

revoke all on function
  private.claimed_lead(public.leads),
  private.not_held(uuid),
  public.claim_next_lead_for_sheets(timestamptz),
  public.complete_lead_for_sheets(uuid, uuid, timestamptz),
  public.release_lead_for_sheets(uuid, uuid, text, timestamptz)
  from public, anon, authenticated;
grant execute on function
  private.claimed_lead(public.leads),
  private.not_held(uuid),
  public.claim_next_lead_for_sheets(timestamptz),
  public.complete_lead_for_sheets(uuid, uuid, timestamptz),
  public.release_lead_for_sheets(uuid, uuid, text, timestamptz)
  to service_role;
