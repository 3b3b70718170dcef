import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Loader.css';
import { Button, Loader } from '@mantine/core';
import { useRef, useState } from 'react';
import { findLeads, LEAD_STATUSES, type Lead, type LeadQuery, type LeadStatus } from '../../api/leads.ts';
import { notify } from '../../components/notify.ts';
import { timeZone } from '../../content/business.ts';
import { useSettled } from '../../hooks/use-settled.ts';
import { AdminToolbar } from './admin-toolbar.tsx';
import ui from './admin.module.css';
import classes from './leads.module.css';
import { plural } from './format.ts';
import { LeadCard, statusLabel } from './lead-card.tsx';
import { leadsCsv } from './leads-csv.ts';
import { useLeads } from './use-leads.ts';

type Filter = LeadStatus | 'all';
const time = new Intl.DateTimeFormat('en-US', { timeZone, timeStyle: 'short' });

/** Every lead the query matches, 200 at a time, as a CSV download. */
async function downloadCsv(query: LeadQuery): Promise<number> {
  const all: Lead[] = [];
  for (;;) {
    const page = await findLeads(query, all.at(-1), 200);
    all.push(...page);
    if (page.length < 200) break;
  }
  const url = URL.createObjectURL(new Blob([leadsCsv(all)], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `quote-requests-${new Date().toISOString().slice(0, 10)}.csv`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return all.length;
}

/**
 * Quote requests, newest first, found by the database: search by name, phone (any format) or
 * e-mail, filter by status (counts from the database), and load more until the oldest. New ones
 * appear while the tab stays open: on top when the reader is at the top, otherwise behind a
 * "Show new requests" button, so the one being read does not move.
 */
export function LeadsInbox() {
  const [filter, setFilter] = useState<Filter>('all');
  const [typed, setTyped] = useState('');
  const search = useSettled(typed.trim());
  const list = useRef<HTMLUListElement>(null);
  const {
    leads,
    waiting,
    showWaiting,
    counts,
    hasMore,
    loadingMore,
    updatedAt,
    refresh,
    loadMore,
    changeStatus,
    deleteFlood,
  } = useLeads(
    { search, status: filter === 'all' ? null : filter },
    // Reading further down: new leads wait behind a button rather than push the list down.
    { holdArrivals: () => (list.current?.getBoundingClientRect().top ?? 0) < 0 },
  );
  const showNew = () => {
    showWaiting();
    list.current?.scrollIntoView({ block: 'start' });
  };
  const total = counts?.[filter];
  // Leads of a flood nobody has worked yet: staff sort them out, then delete the rest in one go.
  const flood = (leads ?? []).filter((l) => l.flood && l.status === 'new');
  const deleteFloodShown = () => {
    const n = plural(flood.length, 'flood lead', 'flood leads');
    if (window.confirm(`Delete ${n} still marked New? This cannot be undone.`))
      void deleteFlood(flood.map((l) => l.id));
  };
  const [exporting, setExporting] = useState(false);
  const exportCsv = async () => {
    setExporting(true);
    try {
      const n = await downloadCsv({ search, status: filter === 'all' ? null : filter });
      notify('success', 'Export ready', `${plural(n, 'quote request', 'quote requests')} saved as CSV.`);
    } catch (error) {
      notify('error', 'Export failed', error instanceof Error ? error.message : String(error));
    } finally {
      setExporting(false);
    }
  };

  return (
    <section aria-labelledby="leads-heading">
      <AdminToolbar
        id="leads-heading"
        title="Quote requests"
        search={{
          label: 'Search requests',
          placeholder: 'Name, phone or email',
          value: typed,
          onChange: setTyped,
        }}
      >
        <Button variant="outline" size="md" onClick={() => void refresh()}>
          Refresh
        </Button>
        <Button variant="outline" size="md" loading={exporting} onClick={() => void exportCsv()}>
          Export CSV
        </Button>
        {flood.length > 0 && (
          <Button variant="outline" color="red.9" size="md" onClick={deleteFloodShown}>
            Delete {plural(flood.length, 'flood lead', 'flood leads')}
          </Button>
        )}
      </AdminToolbar>
      <p className={ui.muted} aria-live="polite">
        {updatedAt && `Updated ${time.format(updatedAt)}. `}
        {waiting > 0 && `${plural(waiting, 'new request', 'new requests')} arrived.`}
      </p>
      {waiting > 0 && (
        <div className={classes.arrivals}>
          <Button size="md" onClick={showNew}>
            Show {plural(waiting, 'new request', 'new requests')}
          </Button>
        </div>
      )}
      <div className={ui.filters} role="group" aria-label="Filter by status">
        {(['all', ...LEAD_STATUSES] as Filter[]).map((f) => (
          <button
            key={f}
            type="button"
            className={ui.filter}
            aria-pressed={filter === f}
            onClick={() => setFilter(f)}
          >
            {f === 'all' ? 'All' : statusLabel(f)}{' '}
            <span className={ui.filterCount}>{counts ? counts[f] : '…'}</span>
          </button>
        ))}
      </div>
      {leads === null ? (
        <p className={ui.loading} role="status">
          <Loader size="sm" aria-hidden /> Loading quote requests…
        </p>
      ) : leads.length === 0 ? (
        <p className={ui.empty}>
          {search
            ? `No ${filter === 'all' ? '' : `${statusLabel(filter).toLowerCase()} `}quote requests match “${search}”.`
            : filter === 'all'
              ? 'No quote requests yet.'
              : `No ${statusLabel(filter).toLowerCase()} quote requests.`}
        </p>
      ) : (
        <ul ref={list} className={classes.leadList} aria-label="Quote requests">
          {leads.map((lead) => (
            <LeadCard key={lead.id} lead={lead} onStatus={(s) => void changeStatus(lead.id, s)} />
          ))}
        </ul>
      )}
      {leads && leads.length > 0 && (
        <div className={ui.more}>
          <p className={ui.muted}>
            Showing {leads.length}
            {total !== undefined && total >= leads.length && ` of ${total}`}
            {search && ` matching “${search}”`}.
          </p>
          {hasMore && (
            <Button variant="outline" size="md" loading={loadingMore} onClick={() => void loadMore()}>
              Load more
            </Button>
          )}
        </div>
      )}
    </section>
  );
}
