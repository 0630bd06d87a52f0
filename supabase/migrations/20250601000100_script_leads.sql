-- Contacts left in the script generators' copy and download dialogs (form-data Name and Email).
-- Same rules as leads: named CHECK constraints, anon may INSERT only.

create table public.script_leads (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  name text not null,
  email text not null,
  source text,

  constraint script_leads_name_length check (char_length(btrim(name)) between 1 and 120),
  constraint script_leads_name_characters check (name !~ '[<>{}\[\]\\;=`"|[:cntrl:]]'),
  constraint script_leads_email_length check (char_length(email) <= 254),
  constraint script_leads_email_format check (email ~ '^[A-Za-z0-9.!#$%&''*+/=?^_{|}~-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$'),
  -- The page the dialog was on: a site path, no query string or markup.
  constraint script_leads_source_path check (source is null or source ~ '^/[A-Za-z0-9/_-]{0,199}$')
);

comment on table public.script_leads is 'Name and email left to copy or download a generated script; anon insert only.';

alter table public.script_leads enable row level security;

revoke all on table public.script_leads from public, anon, authenticated;
grant insert (name, email, source) on table public.script_leads to anon;
grant all on table public.script_leads to service_role;

create policy script_leads_anon_insert on public.script_leads for insert to anon with check (true);
