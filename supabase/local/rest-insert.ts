import { quoteIdent, type TableInfo } from './catalog.ts';
import { restError } from './errors.ts';
import type { Params } from './rest-filters.ts';

export function checkColumn(table: TableInfo, name: string, col: string): string {
  if (!table.columns.has(col)) {
    throw restError(400, 'PGRST204', `Could not find the '${col}' column of '${name}' in the schema cache`);
  }
  return col;
}

export function insertSql(
  table: TableInfo,
  name: string,
  target: string,
  body: unknown,
  search: URLSearchParams,
  prefer: Set<string>,
  params: Params,
): string {
  const rows = Array.isArray(body) ? body : [body];
  if (!rows.every((r) => typeof r === 'object' && r !== null && !Array.isArray(r))) {
    throw restError(400, 'PGRST102', 'All object keys must match');
  }
  const listed = search.get('columns');
  const cols = listed
    ? listed.split(',').map((c) => c.trim().replace(/^"|"$/g, ''))
    : [...new Set(rows.flatMap((r) => Object.keys(r as object)))];
  cols.forEach((c) => checkColumn(table, name, c));
  const quoted = cols.map(quoteIdent).join(', ');
  const source = `json_populate_recordset(null::${target}, ${params.add(JSON.stringify(rows), 'json')})`;
  let statement = cols.length
    ? `insert into ${target} as _t (${quoted}) select ${quoted} from ${source}`
    : `insert into ${target} as _t default values`;
  const resolution = [...prefer].find((p) => p.startsWith('resolution='));
  if (resolution) {
    const conflict = search.get('on_conflict')?.split(',') ?? table.primaryKey;
    conflict.forEach((c) => checkColumn(table, name, c));
    const target = conflict.map(quoteIdent).join(', ');
    const updates = cols.filter((c) => !conflict.includes(c));
    statement +=
      resolution === 'resolution=ignore-duplicates' || updates.length === 0
        ? ` on conflict (${target}) do nothing`
        : ` on conflict (${target}) do update set ${updates.map((c) => `${quoteIdent(c)} = excluded.${quoteIdent(c)}`).join(', ')}`;
  }
  return statement;
}
