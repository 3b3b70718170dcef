import type { Sql } from './pglite-thread.ts';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { quoteIdent, type Catalog } from './catalog.ts';
import type { Database } from './database.ts';
import { restError, toHttpError } from './errors.ts';
import { readBody, send } from './http-util.ts';
import type { RequestAuth } from './request-auth.ts';
import { limitClause, orderClause, Params, selectList, whereClause } from './rest-filters.ts';
import { checkColumn, insertSql } from './rest-insert.ts';
import { rpcSql } from './rest-rpc.ts';

export interface RestContext {
  db: Database;
  catalog: Catalog;
}

const OBJECT_ACCEPT = 'application/vnd.pgrst.object+json';

function preferences(req: IncomingMessage): Set<string> {
  const raw = req.headers.prefer;
  return new Set((Array.isArray(raw) ? raw.join(',') : (raw ?? '')).split(/\s*[,;]\s*/).filter(Boolean));
}

async function jsonBody(req: IncomingMessage): Promise<unknown> {
  const raw = await readBody(req, 1024 * 1024, () => restError(413, 'PGRST102', 'Request body too large'));
  if (raw.length === 0) return {};
  try {
    return JSON.parse(raw.toString('utf8')) as unknown;
  } catch {
    throw restError(400, 'PGRST102', 'Empty or invalid json');
  }
}

export async function handleRest(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  auth: RequestAuth,
  ctx: RestContext,
): Promise<void> {
  const path = url.pathname.replace(/^\/rest\/v1\/?/, '');
  const search = url.searchParams;
  const prefer = preferences(req);
  const wantsObject = (req.headers.accept ?? '').includes(OBJECT_ACCEPT);
  try {
    const body = req.method === 'GET' || req.method === 'HEAD' ? undefined : await jsonBody(req);
    const params = new Params();
    let sql: string;
    let countSql: string | null = null;
    let countParams = 0;
    let status = 200;
    let returnsBody = true;
    if (path.startsWith('rpc/')) {
      const args = req.method === 'GET' ? Object.fromEntries(search) : body;
      sql = rpcSql(ctx.catalog, path.slice(4), args, params);
    } else {
      const table = ctx.catalog.tables.get(path);
      if (!table)
        throw restError(404, 'PGRST205', `Could not find the table 'public.${path}' in the schema cache`);
      const target = `public.${quoteIdent(path)}`;
      const representation = prefer.has('return=representation');
      const selected = selectList(search.get('select'), table, path);
      const wrap = (statement: string) =>
        `with _w as (${statement} returning _t.*) select coalesce(json_agg(_s), '[]')::text as body from (select ${selectList(search.get('select'), table, path, '_w')} from _w) _s`;
      switch (req.method) {
        case 'GET':
        case 'HEAD': {
          const where = whereClause(search, table, path, params);
          countParams = params.values.length; // limit and offset come after the filters
          sql = `select coalesce(json_agg(_s), '[]')::text as body from (select ${selected} from ${target} as _t ${where} ${orderClause(search.get('order'), table, path)} ${limitClause(search, params)}) _s`;
          if (prefer.has('count=exact') || prefer.has('count=planned') || prefer.has('count=estimated')) {
            countSql = `select count(*)::int as n from ${target} as _t ${where}`;
          }
          break;
        }
        case 'POST': {
          const statement = insertSql(table, path, target, body, search, prefer, params);
          sql = representation ? wrap(statement) : statement;
          status = 201;
          returnsBody = representation;
          break;
        }
        case 'PATCH': {
          if (typeof body !== 'object' || body === null || Array.isArray(body))
            throw restError(400, 'PGRST102', 'Expected a JSON object');
          const cols = Object.keys(body);
          if (cols.length === 0) throw restError(400, 'PGRST102', 'Empty update body');
          const sets = cols
            .map((c) => `${quoteIdent(checkColumn(table, path, c))} = _b.${quoteIdent(c)}`)
            .join(', ');
          const statement = `update ${target} as _t set ${sets} from json_populate_record(null::${target}, ${params.add(JSON.stringify(body), 'json')}) as _b ${whereClause(search, table, path, params)}`;
          sql = representation ? wrap(statement) : statement;
          status = representation ? 200 : 204;
          returnsBody = representation;
          break;
        }
        case 'DELETE': {
          const statement = `delete from ${target} as _t ${whereClause(search, table, path, params)}`;
          sql = representation ? wrap(statement) : statement;
          status = representation ? 200 : 204;
          returnsBody = representation;
          break;
        }
        default:
          throw restError(405, 'PGRST117', `Unsupported HTTP method: ${req.method}`);
      }
    }
    const { text, count } = await ctx.db.asRole(auth.role, auth.claims, async (tx: Sql) => {
      const result = await tx.query<{ body?: string }>(sql, params.values);
      const n = countSql
        ? (await tx.query<{ n: number }>(countSql, params.values.slice(0, countParams))).rows[0]?.n
        : undefined;
      return { text: result.rows[0]?.body ?? null, count: n };
    });
    if (!returnsBody || text === null) return send(res, status, null);
    let payload = text;
    const rows = JSON.parse(text) as unknown;
    const length = Array.isArray(rows) ? rows.length : 1;
    if (wantsObject && Array.isArray(rows)) {
      if (rows.length !== 1) {
        throw restError(
          406,
          'PGRST116',
          'Cannot coerce the result to a single JSON object',
          `The result contains ${rows.length} rows`,
        );
      }
      payload = JSON.stringify(rows[0]);
    }
    const offset = Number(search.get('offset') ?? 0);
    const range = length ? `${offset}-${offset + length - 1}` : '*';
    send(res, status, req.method === 'HEAD' ? null : payload, {
      'Content-Range': `${range}/${count ?? '*'}`,
      'Content-Type': wantsObject ? `${OBJECT_ACCEPT}; charset=utf-8` : 'application/json; charset=utf-8',
    });
  } catch (error) {
    const http = toHttpError(error, auth.role);
    send(res, http.status, JSON.stringify(http.body), http.headers);
  }
}
