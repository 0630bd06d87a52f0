-- Leads from the investment-community quiz. The browser writes with the anon key only,
-- so the table defends itself: every rule of the form is a named CHECK constraint,
-- row level security lets anon INSERT and nothing else, and anon cannot choose created_at.

create table public.leads (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  name text not null,
  whatsapp text not null,
  email text not null,
  investment_type text not null,
  capital_range text not null,
  execution_format text not null,
  understands_discipline text not null,

  -- Trimmed name of 2 to 120 characters; letters of any script, spaces, apostrophes, hyphens and
  -- periods pass, digits, markup, code punctuation and control characters do not.
  constraint leads_name_length check (char_length(btrim(name)) between 2 and 120),
  constraint leads_name_characters check (name !~ '[0-9<>{}\[\]\\;=`"|@#$%^*_+~/:(),!?&[:cntrl:]]'),
  -- Like the form: at least 10 characters, here only digits, spaces, parentheses, + and -, capped at 30.
  constraint leads_whatsapp_format check (whatsapp ~ '^[0-9 ()+-]{10,30}$' and whatsapp ~ '[0-9]'),
  constraint leads_email_length check (char_length(email) <= 254),
  constraint leads_email_format check (email ~ '^[A-Za-z0-9.!#$%&''*+/=?^_{|}~-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$'),
  constraint leads_investment_type_allowed check (investment_type in ('bancos_corretoras', 'ja_investe_exterior', 'capital_sem_direcao')),
  constraint leads_capital_range_allowed check (capital_range in ('ate_50k', 'de_50k_a_250k', 'acima_250k')),
  constraint leads_execution_format_allowed check (execution_format in ('execucao_ao_vivo', 'copytrader', 'metodo_autonomo')),
  constraint leads_understands_discipline_allowed check (understands_discipline in ('sim', 'nao'))
);

comment on table public.leads is 'Lead quiz answers and contact details; written by the site with the anon key (insert only).';

alter table public.leads enable row level security;

revoke all on table public.leads from public, anon, authenticated;
-- Column-level grant: anon may send the id (idempotent retries) and the seven fields, never created_at.
grant insert (id, name, whatsapp, email, investment_type, capital_range, execution_format, understands_discipline)
  on table public.leads to anon;
grant all on table public.leads to service_role;

create policy leads_anon_insert on public.leads for insert to anon with check (true);
