import { describe, expect, it } from 'vitest';
import { adminClient, anonClient, serviceClient, userClient } from './helpers.ts';

async function adminId(): Promise<string> {
  const { data } = await (await adminClient()).auth.getUser();
  return data.user!.id;
}

describe('who is an admin', () => {
  it('a signed-in user cannot ask whether another user id is an admin', async () => {
    const { client } = await userClient();
    const probe = await client.rpc('has_role', { _user_id: await adminId(), _role: 'admin' });
    expect(probe.error?.code).toBe('42501');
    expect(probe.data).toBeNull();
    // Policies and server code still use it with the service-role key.
    const service = await serviceClient().rpc('has_role', { _user_id: await adminId(), _role: 'admin' });
    expect(service.data).toBe(true);
  });

  it('is_admin() answers for the caller only', async () => {
    const { client } = await userClient();
    expect(await client.rpc('is_admin')).toMatchObject({ data: false, error: null });
    expect(await (await adminClient()).rpc('is_admin')).toMatchObject({ data: true, error: null });
    expect((await anonClient().rpc('is_admin')).error).not.toBeNull();
  });
});
