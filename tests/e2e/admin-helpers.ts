import { expect, type Locator, type Page } from '@playwright/test';
import { serviceClient, uniqueEmail } from './quote-helpers.ts';

export const PASSWORD = 'correct-horse-42';

/** The staff app's areas, as its navigation names them. */
export type Area = 'Overview' | 'Leads' | 'Chats' | 'Q&A';

/** A confirmed account made through the admin API (the UI signup has its own test); admin when asked. */
export async function createAccount(admin: boolean): Promise<string> {
  const email = uniqueEmail(admin ? 'admin' : 'staff');
  const { data, error } = await serviceClient().auth.admin.createUser({
    email,
    password: PASSWORD,
    email_confirm: true,
  });
  if (error || !data.user) throw new Error(error?.message ?? 'no user');
  if (admin) {
    const role = await serviceClient().from('user_roles').insert({ user_id: data.user.id, role: 'admin' });
    if (role.error) throw new Error(role.error.message);
  }
  return email;
}

/** Fills the login form and signs in (from wherever /auth was reached, with its ?next= kept). */
export async function signInThroughUi(page: Page, email: string, open = true) {
  if (open) await page.goto('/auth');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** The staff app's navigation as shown at this width: a rail from 768 px, a bottom bar below. */
export const staffNav = (page: Page) => page.getByRole('navigation', { name: 'Staff' });

/** Opens an area from the navigation, as staff do. */
export async function openArea(page: Page, area: Area) {
  await staffNav(page).getByRole('link', { name: area }).click();
  await expect(staffNav(page).getByRole('link', { name: area })).toHaveAttribute('aria-current', 'page');
}

/** A new admin, signed in through the login page: the app opens on the Overview, then on `area`. */
export async function signInAsAdmin(page: Page, area?: Area): Promise<string> {
  const email = await createAccount(true);
  await signInThroughUi(page, email);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  await expect(staffNav(page).getByRole('link', { name: 'Overview' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  if (area) await openArea(page, area);
  return email;
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A row of a staff list (a lead, a conversation): a link whose name starts with `name`. */
export const rowNamed = (list: Locator | Page, name: string) =>
  list.getByRole('link', { name: new RegExp(`^${escaped(name)} `) });
