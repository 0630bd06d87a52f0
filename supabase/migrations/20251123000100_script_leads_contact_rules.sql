-- Script leads: the table accepts what the copy/download dialog accepts, so no lead is refused
-- after the visitor has been given the script (the no-cors POST hides any refusal).
-- The spec asks only for a name and an email. Real names carry quotes, semicolons and brackets,
-- so the character blacklist goes; what stays are bounds the dialog explains with its own
-- messages: at most 200 characters of name without control characters, and an email of the
-- shape local@domain.tld of at most 254 characters, in any script.
-- The shared cases: local-supabase/__tests__/script-lead-cases.ts (dialog unit tests and database tests).

alter table public.script_leads
  drop constraint script_leads_name_length,
  drop constraint script_leads_name_characters,
  drop constraint script_leads_email_length,
  drop constraint script_leads_email_format;

alter table public.script_leads
  add constraint script_leads_name_length check (char_length(btrim(name)) between 1 and 200),
  add constraint script_leads_name_characters check (name !~ '[\x01-\x1f\x7f-\x9f]'),
  add constraint script_leads_email_length check (char_length(email) <= 254),
  add constraint script_leads_email_format
    check (email ~ '^[^\x01-\x20\x7f-\x9f@]+@[^\x01-\x20\x7f-\x9f@.]+(\.[^\x01-\x20\x7f-\x9f@.]+)+$');
