import type { IncomingMessage, ServerResponse } from 'node:http';
import { createUser, listUsers } from './auth-admin.ts';
import type { AuthContext } from './auth-context.ts';
import { API_VERSION, authError } from './auth-http.ts';
import { currentUser, setPassword, signOut } from './auth-session.ts';
import { invite, signUp, verify } from './auth-signup.ts';
import { grant } from './auth-token.ts';
import { HttpError, sendJson } from './http-util.ts';
import { verifyJwt } from './jwt.ts';

/** The local GoTrue: each route's work lives in auth-<route>.ts; this file checks the key and routes. */
export async function handleAuth(req: IncomingMessage, res: ServerResponse, url: URL, ctx: AuthContext) {
  const route = `${req.method} ${url.pathname.replace(/^\/auth\/v1/, '').replace(/\/$/, '')}`;
  try {
    // Like Supabase's API gateway: every auth call carries a project key (the anon key at least).
    const apikey = typeof req.headers.apikey === 'string' ? req.headers.apikey : '';
    // The links in e-mails (verify) are opened by a mail client that has no key.
    if (route !== 'GET /health' && route !== 'GET /verify' && !verifyJwt(apikey, ctx.jwtSecret)) {
      throw authError(401, 'no_api_key', 'Invalid API key');
    }
    switch (route) {
      case 'GET /health':
        return sendJson(res, 200, { name: 'GoTrue', description: 'local gateway' }, API_VERSION);
      case 'GET /settings':
        return sendJson(
          res,
          200,
          { external: { email: true }, disable_signup: false, mailer_autoconfirm: false },
          API_VERSION,
        );
      case 'POST /signup':
        return await signUp(req, res, url, ctx);
      case 'GET /verify':
        return await verify(res, url, ctx);
      case 'POST /invite':
        return await invite(req, res, url, ctx);
      case 'POST /token':
        return sendJson(res, 200, await grant(req, url, ctx), API_VERSION);
      case 'GET /user':
        return await currentUser(req, res, ctx);
      case 'PUT /user':
        return await setPassword(req, res, ctx);
      case 'POST /logout':
        return await signOut(req, res, url, ctx);
      case 'POST /admin/users':
        return await createUser(req, res, ctx);
      case 'GET /admin/users':
        return await listUsers(req, res, url, ctx);
      default:
        throw authError(404, 'not_found', `${route} is not implemented by the local gateway`);
    }
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    sendJson(res, error.status, error.body, error.headers);
  }
}
