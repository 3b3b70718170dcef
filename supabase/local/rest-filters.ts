import { quoteIdent, type TableInfo } from './catalog.ts';
import { restError } from './errors.ts';

/** Collects bind parameters; every client-supplied value goes through here, never into SQL text. */
export class Params {
  readonly values: unknown[] = [];
  add(value: unknown, cast?: string): string {
    this.values.push(value);
    return cast ? `$${this.values.length}::${cast}` : `$${this.values.length}`;
  }
}

const RESERVED = new Set([
  'select',
  'order',
  'limit',
  'offset',
  'on_conflict',
  'columns',
  'or',
  'and',
  'not.or',
  'not.and',
]);
const COMPARE: Record<string, string> = {
  eq: '=',
  neq: '<>',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
  cs: '@>',
  cd: '<@',
  ov: '&&',
};
const FTS: Record<string, string> = {
  fts: 'to_tsquery',
  plfts: 'plainto_tsquery',
  phfts: 'phraseto_tsquery',
  wfts: 'websearch_to_tsquery',
};
const IS_VALUES: Record<string, string> = { null: 'null', true: 'true', false: 'false', unknown: 'unknown' };

export function column(table: TableInfo, tableName: string, name: string, alias = '_t'): string {
  if (!table.columns.has(name)) {
    throw restError(400, '42703', `column ${tableName}.${name} does not exist`);
  }
  return `${alias}.${quoteIdent(name)}`;
}

/** Splits on commas outside parentheses, braces and double quotes. */
export function splitTopLevel(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let current = '';
  for (const ch of text) {
    if (ch === '"') quoted = !quoted;
    if (!quoted && (ch === '(' || ch === '{')) depth++;
    if (!quoted && (ch === ')' || ch === '}')) depth--;
    if (ch === ',' && depth === 0 && !quoted) {
      parts.push(current);
      current = '';
    } else current += ch;
  }
  parts.push(current);
  return parts;
}

const unquote = (v: string) =>
  v.startsWith('"') && v.endsWith('"') ? v.slice(1, -1).replace(/\\(.)/g, '$1') : v;

/** One `op.value` (optionally `not.op.value`) applied to a column. */
export function condition(col: string, expr: string, params: Params): string {
  if (expr.startsWith('not.')) return `not (${condition(col, expr.slice(4), params)})`;
  const dot = expr.indexOf('.');
  if (dot < 0) throw restError(400, 'PGRST100', `"failed to parse filter (${expr})"`);
  const op = expr.slice(0, dot);
  const value = expr.slice(dot + 1);
  const compare = COMPARE[op];
  if (compare) return `${col} ${compare} ${params.add(value)}`;
  if (op === 'like' || op === 'ilike') return `${col}::text ${op} ${params.add(value.replace(/\*/g, '%'))}`;
  if (op === 'is') {
    const literal = IS_VALUES[value.toLowerCase()];
    if (!literal) throw restError(400, 'PGRST100', `"failed to parse filter (is.${value})"`);
    return `${col} is ${literal}`;
  }
  if (op === 'in') {
    if (!value.startsWith('(') || !value.endsWith(')'))
      throw restError(400, 'PGRST100', `"failed to parse filter (in.${value})"`);
    const items = value.slice(1, -1) === '' ? [] : splitTopLevel(value.slice(1, -1)).map(unquote);
    return items.length ? `${col} in (${items.map((item) => params.add(item)).join(', ')})` : 'false';
  }
  const ftsOp = /^(\w+)(?:\((\w+)\))?$/.exec(op);
  const fn = ftsOp && FTS[ftsOp[1] ?? ''];
  if (ftsOp && fn) {
    const config = ftsOp[2] ? `${params.add(ftsOp[2])}::regconfig, ` : '';
    return `${col} @@ ${fn}(${config}${params.add(value)})`;
  }
  throw restError(400, 'PGRST100', `"failed to parse filter (${expr})"`);
}

/** `(a.eq.1,or(b.gt.2,c.is.null))` as used by or=/and= parameters. */
function logic(joiner: 'and' | 'or', inner: string, table: TableInfo, name: string, params: Params): string {
  const items = splitTopLevel(inner).map((item) => {
    const nested = /^(not\.)?(and|or)\((.*)\)$/.exec(item);
    if (nested) {
      const sql = logic(nested[2] as 'and' | 'or', nested[3] ?? '', table, name, params);
      return nested[1] ? `not ${sql}` : sql;
    }
    const dot = item.indexOf('.');
    return condition(column(table, name, item.slice(0, dot)), item.slice(dot + 1), params);
  });
  return `(${items.join(` ${joiner} `)})`;
}

export function whereClause(search: URLSearchParams, table: TableInfo, name: string, params: Params): string {
  const parts: string[] = [];
  for (const [key, value] of search) {
    if (key === 'or' || key === 'and' || key === 'not.or' || key === 'not.and') {
      if (!value.startsWith('(') || !value.endsWith(')'))
        throw restError(400, 'PGRST100', `"failed to parse logic tree (${value})"`);
      const sql = logic(key.endsWith('or') ? 'or' : 'and', value.slice(1, -1), table, name, params);
      parts.push(key.startsWith('not.') ? `not ${sql}` : sql);
    } else if (!RESERVED.has(key)) {
      parts.push(condition(column(table, name, key), value, params));
    }
  }
  return parts.length ? `where ${parts.join(' and ')}` : '';
}

export function orderClause(order: string | null, table: TableInfo, name: string): string {
  if (!order) return '';
  const terms = order.split(',').map((term) => {
    const [col = '', ...mods] = term.split('.');
    const dir = mods.includes('desc') ? 'desc' : 'asc';
    const nulls = mods.includes('nullsfirst')
      ? ' nulls first'
      : mods.includes('nullslast')
        ? ' nulls last'
        : '';
    return `${column(table, name, col)} ${dir}${nulls}`;
  });
  return `order by ${terms.join(', ')}`;
}

export function selectList(select: string | null, table: TableInfo, name: string, alias = '_t'): string {
  if (!select || select === '*') return `${alias}.*`;
  return splitTopLevel(select)
    .map((item) => {
      const field = item.trim();
      if (field === '*') return `${alias}.*`;
      if (/[()]/.test(field)) throw restError(400, 'PGRST100', `Embedding is not supported here: ${field}`);
      const [label, source] = field.includes(':') ? field.split(':', 2) : [field, field];
      return `${column(table, name, source ?? '', alias)} as ${quoteIdent(label ?? '')}`;
    })
    .join(', ');
}

export function limitClause(search: URLSearchParams, params: Params): string {
  const parts: string[] = [];
  for (const key of ['limit', 'offset'] as const) {
    const raw = search.get(key);
    if (raw === null) continue;
    if (!/^\d+$/.test(raw)) throw restError(400, 'PGRST100', `"failed to parse ${key} (${raw})"`);
    parts.push(`${key} ${params.add(Number(raw), 'bigint')}`);
  }
  return parts.join(' ');
}
