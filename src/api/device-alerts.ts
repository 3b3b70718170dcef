import { FunctionsHttpError } from '@supabase/supabase-js';
import type { TestAlertAnswer } from '@shared/contracts.ts';
import { functionErrorText, supabase } from './supabase.ts';

// This device's alerts of new leads (issue 32): the browser's push subscription, kept for the
// signed-in staff member, and the test alert.

/** The one error this module throws, with a message staff can act on. */
export class DeviceAlertsError extends Error {
  override name = 'DeviceAlertsError';
}

/** Keeps this browser's subscription for the signed-in staff member (one row per device). */
export async function saveSubscription(subscription: PushSubscription, device: string): Promise<void> {
  const { endpoint, keys } = subscription.toJSON();
  const { error } = await supabase().rpc('save_push_subscription', {
    p_endpoint: endpoint,
    p_p256dh: keys?.p256dh,
    p_auth: keys?.auth,
    p_device: device,
  });
  if (error) throw new DeviceAlertsError(error.message);
}

/** Forgets this browser's subscription (the staff member's own only: RLS). */
export async function removeSubscription(endpoint: string): Promise<void> {
  const { error } = await supabase().from('push_subscriptions').delete().eq('endpoint', endpoint);
  if (error) throw new DeviceAlertsError(error.message);
}

/** Whether the signed-in staff member's devices include this endpoint. */
export async function isSaved(endpoint: string): Promise<boolean> {
  const { data, error } = await supabase().from('push_subscriptions').select('id').eq('endpoint', endpoint);
  if (error) throw new DeviceAlertsError(error.message);
  return (data ?? []).length > 0;
}

/** Sends one test alert to this device; resolves once its push service has taken it. */
export async function sendTestAlert(endpoint: string): Promise<void> {
  const { data, error } = await supabase()
    .functions.invoke('test-alert', { body: { endpoint } })
    .catch((thrown: unknown) => ({ data: null, error: thrown }));
  if (error instanceof FunctionsHttpError) {
    const message = await functionErrorText(error.context as Response);
    throw new DeviceAlertsError(message ?? 'The test alert could not be sent. Try again.');
  }
  if (error || !(data as TestAlertAnswer | null)?.ok) {
    throw new DeviceAlertsError(
      error
        ? 'No connection: the test alert could not be sent.'
        : 'This device’s push service did not take the alert. Turn alerts off and on again.',
    );
  }
}
