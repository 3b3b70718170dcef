import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Loader.css';
import { Button, Loader } from '@mantine/core';
import { useMemo, useState } from 'react';
import { LEAD_STATUSES, LEADS_LIMIT, type LeadStatus } from '../../api/leads.ts';
import classes from './admin.module.css';
import { LeadCard, statusLabel } from './lead-card.tsx';
import { useLeads } from './use-leads.ts';

type Filter = LeadStatus | 'all';
const time = new Intl.DateTimeFormat('en-US', { timeZone: 'America/Phoenix', timeStyle: 'short' });

/** Quote requests, newest first, filtered by status; new ones appear while the tab stays open. */
export function LeadsInbox() {
  const { leads, updatedAt, arrived, refresh, changeStatus } = useLeads();
  const [filter, setFilter] = useState<Filter>('all');
  const counts = useMemo(() => {
    const byStatus: Record<Filter, number> = {
      all: leads?.length ?? 0,
      new: 0,
      contacted: 0,
      scheduled: 0,
      completed: 0,
      lost: 0,
    };
    for (const lead of leads ?? []) byStatus[lead.status]++;
    return byStatus;
  }, [leads]);
  const shown = (leads ?? []).filter((l) => filter === 'all' || l.status === filter);

  return (
    <section aria-labelledby="leads-heading">
      <div className={classes.toolbar}>
        <h2 id="leads-heading" className={classes.panelTitle}>
          Quote requests
        </h2>
        <p className={classes.muted} aria-live="polite">
          {updatedAt && `Updated ${time.format(updatedAt)}. `}
          {arrived > 0 && `${arrived} new ${arrived === 1 ? 'request' : 'requests'} arrived.`}
        </p>
        <Button variant="outline" size="md" onClick={() => void refresh()}>
          Refresh
        </Button>
      </div>
      <div className={classes.filters} role="group" aria-label="Filter by status">
        {(['all', ...LEAD_STATUSES] as Filter[]).map((f) => (
          <button
            key={f}
            type="button"
            className={classes.filter}
            aria-pressed={filter === f}
            onClick={() => setFilter(f)}
          >
            {f === 'all' ? 'All' : statusLabel(f)} <span className={classes.filterCount}>{counts[f]}</span>
          </button>
        ))}
      </div>
      {leads === null ? (
        <p className={classes.loading} role="status">
          <Loader size="sm" aria-hidden /> Loading quote requests…
        </p>
      ) : shown.length === 0 ? (
        <p className={classes.empty}>
          {leads.length === 0 ? 'No quote requests yet.' : `No ${filter} quote requests.`}
        </p>
      ) : (
        <ul className={classes.leadList} aria-label="Quote requests">
          {shown.map((lead) => (
            <LeadCard key={lead.id} lead={lead} onStatus={(s) => void changeStatus(lead.id, s)} />
          ))}
        </ul>
      )}
      {leads && leads.length >= LEADS_LIMIT && (
        <p className={classes.muted}>Showing the {LEADS_LIMIT} most recent requests.</p>
      )}
    </section>
  );
}
