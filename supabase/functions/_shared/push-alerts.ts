// Sends staff devices their alerts of new leads (issue 32): Web Push (RFC 8030) with the payload
// encrypted for the device (RFC 8291, aes128gcm) and signed for the push service (VAPID, RFC 8292).
// Alerts are claimed in the database before they are sent, so none is ever sent twice.
import webPush from 'web-push';
import type { FunctionDeps } from './deps.ts';
import { errorMessage } from './http.ts';
import { alertFor, type AlertedLead } from './lead-alert.ts';

/** A claimed alert, as claim_push_alerts() returns it. */
interface ClaimedAlert extends AlertedLead {
  alert_id: number;
  attempts: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  endpoint_ok: boolean;
}

type Outcome = { id: number; outcome: 'sent' | 'gone' | 'failed'; error?: string };

export interface AlertsSent {
  sent: number;
  failed: number;
}

/** How long a push service keeps an alert for a device that is off: a lead is news for a few hours. */
const TTL_SECONDS = 4 * 3600;
const SEND_TIMEOUT_MS = 10_000;

/**
 * The alert sender, with the project's VAPID key pair (`VAPID_PUBLIC_KEY`, `VAPID_PRIVATE_KEY`).
 * `PUSH_TEST_RECEIVER` (tests only) lets alerts go to that one origin on loopback.
 */
export function createPushAlerts(deps: FunctionDeps) {
  const { env, supabase } = deps;
  const log = deps.log ?? console.log;
  const fetchFn = deps.fetch ?? fetch;
  const publicKey = env.VAPID_PUBLIC_KEY ?? '';
  const privateKey = env.VAPID_PRIVATE_KEY ?? '';
  const subject = env.VAPID_SUBJECT || `mailto:${(env.LEAD_EMAIL_TO ?? '').split(',')[0]?.trim()}`;
  const enabled = !!publicKey && !!privateKey;
  const testReceiver = env.PUSH_TEST_RECEIVER?.replace(/\/+$/, '');
  const toTestReceiver = (endpoint: string) => !!testReceiver && endpoint.startsWith(`${testReceiver}/`);

  async function sendOne(alert: ClaimedAlert): Promise<Outcome> {
    const id = alert.alert_id;
    if (!alert.endpoint_ok && !toTestReceiver(alert.endpoint)) {
      return { id, outcome: 'gone', error: 'Not a public https push service.' };
    }
    try {
      // The library encrypts and signs (aes128gcm, VAPID); sending is ours, with a time limit.
      const request = webPush.generateRequestDetails(
        { endpoint: alert.endpoint, keys: { p256dh: alert.p256dh, auth: alert.auth } },
        JSON.stringify(alertFor(alert)),
        {
          vapidDetails: { subject, publicKey, privateKey },
          TTL: TTL_SECONDS,
          urgency: 'high',
          // A retry of the same alert replaces the one the push service still holds.
          topic: `alert${id}`,
        },
      );
      const response = await fetchFn(request.endpoint, {
        method: 'POST',
        headers: request.headers as Record<string, string>,
        body: new Uint8Array(request.body as Uint8Array),
        redirect: 'manual',
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      });
      await response.body?.cancel();
      if (response.ok) return { id, outcome: 'sent' };
      const error = `Push service answered ${response.status}.`;
      return { id, outcome: response.status === 404 || response.status === 410 ? 'gone' : 'failed', error };
    } catch (error) {
      return { id, outcome: 'failed', error: errorMessage(error) };
    }
  }

  /** Claims the due alerts that `filter` picks, sends them side by side, and records what happened. */
  async function send(filter: { p_lead?: string; p_alert?: number; p_limit?: number }): Promise<AlertsSent> {
    if (!enabled) return { sent: 0, failed: 0 };
    const { data, error } = await supabase.rpc('claim_push_alerts', filter);
    if (error) {
      log(`push alerts: claiming failed: ${error.message}`);
      return { sent: 0, failed: 0 };
    }
    const claimed = (data ?? []) as ClaimedAlert[];
    if (claimed.length === 0) return { sent: 0, failed: 0 };
    const outcomes = await Promise.all(claimed.map(sendOne));
    const recorded = await supabase.rpc('push_alert_results', { p_results: outcomes });
    if (recorded.error) log(`push alerts: recording results failed: ${recorded.error.message}`);
    for (const o of outcomes)
      if (o.outcome !== 'sent') log(`push alerts: alert ${o.id} ${o.outcome}: ${o.error}`);
    const sent = outcomes.filter((o) => o.outcome === 'sent').length;
    return { sent, failed: outcomes.length - sent };
  }

  return {
    /** Whether this project has VAPID keys; without them alerts stay owed, unclaimed, until it has. */
    enabled,
    /** A new lead's alerts, right after it is stored. */
    forLead: (leadId: string) => send({ p_lead: leadId }),
    /** One test alert a staff member asked for. */
    test: (alertId: number) => send({ p_alert: alertId }),
    /** Alerts owed and due again (the scheduled maintenance run). */
    due: (limit: number) => send({ p_limit: limit }),
  };
}
