import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Loader.css';
import { Button, Loader } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import {
  findLeads,
  getLead,
  LEAD_STATUSES,
  type Lead,
  type LeadQuery,
  type LeadStatus,
} from '../../api/leads.ts';
import { notify } from '../../components/notify.ts';
import { timeZone } from '../../content/business.ts';
import { useNow } from '../../hooks/use-now.ts';
import { AdminToolbar } from './admin-toolbar.tsx';
import { adminPaths, type LeadsSearch } from './admin-paths.ts';
import ui from './admin.module.css';
import classes from './leads.module.css';
import split from './split-view.module.css';
import { plural } from './format.ts';
import { ItemPane } from './item-pane.tsx';
import { LeadRow } from './lead-row.tsx';
import { LeadView, statusLabel } from './lead-view.tsx';
import { moveThroughRows, useAddressSearch, useSplitView } from './split-view.ts';
import { leadsCsv } from './leads-csv.ts';
import { useLeads, useLeadsNeedingATime } from './use-leads.ts';
import { useOpenItem } from './use-open-item.ts';

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
 * Quote requests, newest first, found by the database: search by name, phone (any format) or e-mail,
 * filter by status (counts from the database), more pages on request; all of it in the address. The
 * open lead shows beside the list on a wide screen, and on its own on a narrow one. New leads appear
 * while the screen is open: on top when the reader is at the top, else behind "Show new requests".
 */
export function LeadsScreen({ search, leadId }: { search: LeadsSearch; leadId: string | undefined }) {
  const { wide, alone, listPane, scrolledDown, rememberScroll } = useSplitView(leadId);
  const filter: Filter = search.status ?? 'all';
  // A new search starts from the first page.
  const { q, typed, setTyped, setSearch } = useAddressSearch(search, { page: undefined });

  const list = useRef<HTMLUListElement>(null);
  const query = { search: q, status: filter === 'all' ? null : filter };
  const leads = useLeads(query, {
    pages: search.page ?? 1,
    // Reading further down: new leads wait behind a button rather than push the list down.
    holdArrivals: scrolledDown,
  });
  const { open, keep, retry, inList } = useOpenItem(leadId, leads.leads, getLead);
  const onStatus = async (lead: Lead, next: LeadStatus) => {
    // The list changes its own copy; a lead read by its id changes here, and back if refused.
    if (!inList) keep({ ...lead, status: next });
    const done = await leads.changeStatus(lead.id, next);
    if (!done && !inList) keep(lead);
  };

  const showNew = () => {
    leads.showWaiting();
    listPane.current?.scrollTo({ top: 0 });
    list.current?.scrollIntoView({ block: 'start' });
  };
  const total = leads.counts?.[filter];
  // Leads of a flood nobody has worked yet: staff sort them out, then delete the rest in one go.
  const flood = (leads.leads ?? []).filter((l) => l.flood && l.status === 'new');
  const deleteFloodShown = () => {
    const n = plural(flood.length, 'flood lead', 'flood leads');
    if (window.confirm(`Delete ${n} still marked New? This cannot be undone.`))
      void leads.deleteFlood(flood.map((l) => l.id));
  };
  const [exporting, setExporting] = useState(false);
  const exportCsv = async () => {
    setExporting(true);
    try {
      const n = await downloadCsv(query);
      notify('success', 'Export ready', `${plural(n, 'quote request', 'quote requests')} saved as CSV.`);
    } catch (error) {
      notify('error', 'Export failed', error instanceof Error ? error.message : String(error));
    } finally {
      setExporting(false);
    }
  };
  const now = useNow();
  // Bookings whose window was full: staff call them first, so they sit above the list.
  const callFirst = useLeadsNeedingATime(
    !q && (filter === 'all' || filter === 'new'),
    leads.leads,
    scrolledDown,
  );

  return (
    <div className={wide ? split.split : undefined}>
      <section aria-labelledby="leads-heading" className={split.listPane} hidden={alone} ref={listPane}>
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
          <Button variant="outline" size="md" onClick={() => void leads.refresh()}>
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
        <div className={ui.filters} role="group" aria-label="Filter by status">
          {(['all', ...LEAD_STATUSES] as Filter[]).map((f) => (
            <button
              key={f}
              type="button"
              className={ui.filter}
              aria-pressed={filter === f}
              onClick={() => setSearch({ ...search, status: f === 'all' ? undefined : f, page: undefined })}
            >
              {f === 'all' ? 'All' : statusLabel(f)}{' '}
              <span className={ui.filterCount}>{leads.counts ? leads.counts[f] : '…'}</span>
            </button>
          ))}
        </div>
        <p className={ui.muted} aria-live="polite">
          {leads.updatedAt && `Updated ${time.format(leads.updatedAt)}. `}
          {leads.waiting > 0 && `${plural(leads.waiting, 'new request', 'new requests')} arrived.`}
        </p>
        {leads.waiting > 0 && (
          <div className={split.arrivals}>
            <Button size="md" onClick={showNew}>
              Show {plural(leads.waiting, 'new request', 'new requests')}
            </Button>
          </div>
        )}
        {callFirst.length > 0 && (
          <section aria-labelledby="call-first-heading" className={classes.callFirst}>
            <h3 id="call-first-heading" className={classes.callFirstTitle}>
              Call first: their window was full
            </h3>
            {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
            <ul className={split.rows} aria-label="Call first" onKeyDown={moveThroughRows}>
              {callFirst.map((lead) => (
                <LeadRow key={lead.id} lead={lead} open={lead.id === leadId} search={search} now={now} />
              ))}
            </ul>
          </section>
        )}
        {leads.leads === null ? (
          <p className={ui.loading} role="status">
            <Loader size="sm" aria-hidden /> Loading quote requests…
          </p>
        ) : leads.leads.length === 0 ? (
          <p className={ui.empty}>
            {q
              ? `No ${filter === 'all' ? '' : `${statusLabel(filter).toLowerCase()} `}quote requests match “${q}”.`
              : filter === 'all'
                ? 'No quote requests yet.'
                : `No ${statusLabel(filter).toLowerCase()} quote requests.`}
          </p>
        ) : (
          // Keyboard: the rows are links, and arrow keys move between them.
          // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
          <ul
            ref={list}
            className={split.rows}
            aria-label="Quote requests"
            onKeyDown={moveThroughRows}
            onClickCapture={rememberScroll}
          >
            {leads.leads.map((lead) => (
              <LeadRow key={lead.id} lead={lead} open={lead.id === leadId} search={search} now={now} />
            ))}
          </ul>
        )}
        {leads.leads && leads.leads.length > 0 && (
          <div className={ui.more}>
            <p className={ui.muted}>
              Showing {leads.leads.length}
              {total !== undefined && total >= leads.leads.length && ` of ${total}`}
              {q && ` matching “${q}”`}.
            </p>
            {leads.hasMore && (
              <Button
                variant="outline"
                size="md"
                loading={leads.loadingMore}
                onClick={() =>
                  void leads.loadMore().then(() => setSearch({ ...search, page: (search.page ?? 1) + 1 }))
                }
              >
                Load more
              </Button>
            )}
          </div>
        )}
      </section>
      {(leadId || wide) && (
        <ItemPane
          open={open}
          what="request"
          alone={alone}
          onRetry={retry}
          back={
            <Link to={adminPaths.leads} search={search} className={split.back}>
              ← Back to leads
            </Link>
          }
        >
          {(lead) => <LeadView lead={lead} onStatus={(s) => void onStatus(lead, s)} />}
        </ItemPane>
      )}
    </div>
  );
}
