import { quoteIdent, type Catalog } from './catalog.ts';
import { restError } from './errors.ts';
import type { Params } from './rest-filters.ts';

/** A JS value as the text form Postgres parses for `type` (bound as a parameter, then cast). */
function toPgText(value: unknown, type: string): string | null {
  if (value === null || value === undefined) return null;
  if (type === 'json' || type === 'jsonb') return JSON.stringify(value);
  if (Array.isArray(value) && type.endsWith('[]')) {
    const items = value.map((v) => (v === null ? 'NULL' : `"${String(v).replace(/["\\]/g, '\\$&')}"`));
    return `{${items.join(',')}}`;
  }
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

export function rpcSql(catalog: Catalog, name: string, args: unknown, params: Params): string {
  const fn = catalog.functions.get(name);
  const given =
    typeof args === 'object' && args !== null && !Array.isArray(args)
      ? (args as Record<string, unknown>)
      : null;
  const unknownArg = given && Object.keys(given).find((k) => !fn?.args.some((a) => a.name === k));
  if (!fn || !given || unknownArg) {
    const list = given ? Object.keys(given).join(', ') : '';
    throw restError(
      404,
      'PGRST202',
      `Could not find the function public.${name}(${list}) in the schema cache`,
    );
  }
  const call = `public.${quoteIdent(name)}(${fn.args
    .filter((a) => a.name in given)
    .map((a) => `${quoteIdent(a.name)} => ${params.add(toPgText(given[a.name], a.type), a.type)}`)
    .join(', ')})`;
  if (fn.returnsSet && fn.returnsRecord)
    return `select coalesce(json_agg(_r), '[]')::text as body from ${call} as _r`;
  if (fn.returnsSet) return `select coalesce(json_agg(_r._v), '[]')::text as body from ${call} as _r(_v)`;
  return `select to_json(${call})::text as body`;
}
