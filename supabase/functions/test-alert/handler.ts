import type { TestAlertAnswer } from '@shared/contracts.ts';
import type { FunctionDeps, Handler } from '@shared/deps.ts';
import { corsHeaders, errorMessage, errorResponse, json, readJson } from '@shared/http.ts';
import { createPushAlerts } from '@shared/push-alerts.ts';

/**
 * "Send a test alert" in the admin (issue 32): a staff member's signed-in request sends one alert to
 * one of their own devices, named by its push endpoint. The database decides who may (the caller's
 * own token runs queue_test_alert()); this function only sends what it was allowed to queue.
 */
export function createHandler(deps: FunctionDeps): Handler {
  const { env } = deps;
  const log = deps.log ?? console.log;
  const fetchFn = deps.fetch ?? fetch;
  const alerts = createPushAlerts(deps);

  return async (req) => {
    if (req.method === 'OPTIONS') return new Response('ok', { headers: corsHeaders });
    if (req.method !== 'POST') return errorResponse(405, 'POST only.');
    if (!alerts.enabled) return errorResponse(503, 'Alerts are not set up on this site yet.');
    const body = await readJson(req, 2048);
    if (!body.ok) return body.response;
    const endpoint = (body.value as { endpoint?: unknown } | null)?.endpoint;
    if (typeof endpoint !== 'string' || endpoint.length > 1000) {
      return errorResponse(400, 'Turn on alerts for this device first.');
    }
    try {
      const queued = await fetchFn(`${env.SUPABASE_URL}/rest/v1/rpc/queue_test_alert`, {
        method: 'POST',
        headers: {
          apikey: env.SUPABASE_ANON_KEY ?? '',
          authorization: req.headers.get('authorization') ?? '',
          'content-type': 'application/json',
        },
        body: JSON.stringify({ p_endpoint: endpoint }),
      });
      const answer = (await queued.json().catch(() => null)) as { code?: string } | number | null;
      if (!queued.ok) {
        const code = typeof answer === 'object' ? answer?.code : undefined;
        if (code === '42501') return errorResponse(403, 'Only staff can send test alerts.');
        if (code === 'P0002') return errorResponse(404, 'Alerts are not on for this device.');
        return errorResponse(queued.status === 401 ? 401 : 503, 'Could not send a test alert. Try again.');
      }
      const sent = await alerts.test(Number(answer));
      return json<TestAlertAnswer>({ ok: sent.sent === 1, sent: sent.sent });
    } catch (error) {
      log(`test-alert: ${errorMessage(error)}`);
      return errorResponse(503, 'Could not send a test alert. Try again.');
    }
  };
}
