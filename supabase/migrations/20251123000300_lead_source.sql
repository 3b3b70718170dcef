-- Where each lead came from, as the device saw it when the form was sent, and when the device saved
-- it (a request that waited in the offline outbox arrives later than that). Read under the same RLS
-- as the rest of the row; written only by the send-contact-email function.
alter table public.quote_requests
  add column source_page text check (char_length(source_page) <= 300),
  add column source_referrer text check (char_length(source_referrer) <= 253),
  add column utm_source text check (char_length(utm_source) <= 100),
  add column utm_medium text check (char_length(utm_medium) <= 100),
  add column utm_campaign text check (char_length(utm_campaign) <= 100),
  add column installed boolean not null default false,
  add column saved_at timestamptz;
