-- Public bucket for quote photos. Anonymous visitors may add images; nobody but service_role may
-- list, overwrite (upsert needs select + update) or delete, because no such policies exist.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values (
  'booking-photos', 'booking-photos', true, 10485760,
  array['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/heic', 'image/heif', 'image/avif']
)
on conflict (id) do update set
  public = excluded.public,
  file_size_limit = excluded.file_size_limit,
  allowed_mime_types = excluded.allowed_mime_types;

create policy "Anyone uploads booking photos" on storage.objects for insert to anon, authenticated
  with check (
    bucket_id = 'booking-photos'
    and char_length(name) <= 200
    and name !~ '(^|/)\.\.?(/|$)'
  );
