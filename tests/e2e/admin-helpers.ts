import { expect, type Page } from '@playwright/test';
import { serviceClient, uniqueEmail } from './quote-helpers.ts';

const PASSWORD = 'correct-horse-42';

/** An admin account, signed in through the login page. */
export async function signInAsAdmin(page: Page, tab?: string) {
  const email = uniqueEmail('leads-admin');
  const { data, error } = await serviceClient().auth.admin.createUser({
    email,
    password: PASSWORD,
    email_confirm: true,
  });
  if (error || !data.user) throw new Error(error?.message ?? 'no user');
  const role = await serviceClient().from('user_roles').insert({ user_id: data.user.id, role: 'admin' });
  if (role.error) throw new Error(role.error.message);
  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  if (tab) await page.getByRole('tab', { name: tab }).click();
}
