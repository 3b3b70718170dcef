-- has_role(user_id, role) let any signed-in user ask whether some other user id is an admin. The
-- browser only ever needs "am I an admin?", so it gets is_admin() on auth.uid(), and has_role is
-- kept for service_role. Policies run their expressions with the querying role's privileges, so
-- every policy that called has_role as `authenticated` now calls is_admin() instead.
create function public.is_admin()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.user_roles where user_id = (select auth.uid()) and role = 'admin'
  )
$$;
revoke execute on function public.is_admin() from public, anon;
grant execute on function public.is_admin() to authenticated, service_role;

alter policy "Users read their own roles; admins read all" on public.user_roles
  using (user_id = (select auth.uid()) or (select public.is_admin()));

alter policy "Admins read the Q&A bank" on public.qna_bank using ((select public.is_admin()));
alter policy "Admins add Q&A" on public.qna_bank with check ((select public.is_admin()));
alter policy "Admins edit Q&A" on public.qna_bank
  using ((select public.is_admin())) with check ((select public.is_admin()));
alter policy "Admins delete Q&A" on public.qna_bank using ((select public.is_admin()));

alter policy "Admins read conversations" on public.chat_conversations using ((select public.is_admin()));
alter policy "Admins read messages" on public.chat_messages using ((select public.is_admin()));

alter policy "Admins read leads" on public.quote_requests using ((select public.is_admin()));
alter policy "Admins change lead status" on public.quote_requests
  using ((select public.is_admin())) with check ((select public.is_admin()));

revoke execute on function public.has_role(uuid, public.app_role) from authenticated;
