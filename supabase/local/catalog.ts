import type { Sql } from './pglite-thread.ts';

// Identifiers in a REST request are only ever used after being found here, so nothing a client sends
// reaches SQL text except through these names (and they are quoted anyway).
export interface TableInfo {
  columns: Map<string, string>;
  primaryKey: string[];
}
export interface FunctionInfo {
  args: { name: string; type: string }[];
  returnsSet: boolean;
  returnsRecord: boolean;
}
export interface Catalog {
  tables: Map<string, TableInfo>;
  functions: Map<string, FunctionInfo>;
}

export async function loadCatalog(pg: Sql): Promise<Catalog> {
  const columns = await pg.query<{ table_name: string; column_name: string; type: string }>(
    `select c.relname as table_name, a.attname as column_name, format_type(a.atttypid, a.atttypmod) as type
       from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'v', 'm', 'p') and a.attnum > 0 and not a.attisdropped
      order by c.relname, a.attnum`,
  );
  const keys = await pg.query<{ table_name: string; column_name: string }>(
    `select c.relname as table_name, a.attname as column_name
       from pg_index i join pg_class c on c.oid = i.indrelid join pg_namespace n on n.oid = c.relnamespace
       join pg_attribute a on a.attrelid = c.oid and a.attnum = any(i.indkey)
      where n.nspname = 'public' and i.indisprimary`,
  );
  const tables = new Map<string, TableInfo>();
  for (const row of columns.rows) {
    const table = tables.get(row.table_name) ?? { columns: new Map(), primaryKey: [] };
    table.columns.set(row.column_name, row.type);
    tables.set(row.table_name, table);
  }
  for (const row of keys.rows) tables.get(row.table_name)?.primaryKey.push(row.column_name);

  const fns = await pg.query<{
    name: string;
    arg_names: string[] | null;
    arg_types: string[];
    retset: boolean;
    rec: boolean;
  }>(
    `select p.proname as name, p.proargnames as arg_names,
            array(select format_type(t, null) from unnest(p.proargtypes) t) as arg_types,
            p.proretset as retset, (p.prorettype = 'record'::regtype or t.typtype = 'c') as rec
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace join pg_type t on t.oid = p.prorettype
      where n.nspname = 'public' and p.prokind = 'f' and p.prorettype <> 'trigger'::regtype`,
  );
  const functions = new Map<string, FunctionInfo>();
  for (const f of fns.rows) {
    const args = f.arg_types.map((type, i) => ({ name: f.arg_names?.[i] ?? '', type }));
    functions.set(f.name, { args, returnsSet: f.retset, returnsRecord: f.rec });
  }
  return { tables, functions };
}

export const quoteIdent = (name: string): string => `"${name.replace(/"/g, '""')}"`;
