import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Loader.css';
import { Button, Loader } from '@mantine/core';
import { timeZoneLabel } from '../../content/business.ts';
import { AdminToolbar } from './admin-toolbar.tsx';
import ui from './admin.module.css';
import { plural, weekLabel } from './format.ts';
import {
  LeadFunnel,
  LeadServices,
  LeadSources,
  percent,
  Stat,
  WeeklyChats,
  WeeklyLeads,
} from './overview-charts.tsx';
import classes from './overview.module.css';
import { OVERVIEW_WEEKS, useOverview } from './use-overview.ts';

/** What staff see first: where leads come from and where they stand, and how the chat does. */
export function Overview() {
  const { figures, failed, retry } = useOverview();

  if (failed) {
    return (
      <div className={ui.empty} role="alert">
        <p>The overview could not load: {failed}</p>
        <Button variant="outline" onClick={retry}>
          Try again
        </Button>
      </div>
    );
  }
  if (!figures) {
    return (
      <div className={ui.loading} role="status">
        <Loader size="sm" aria-hidden />
        Loading the overview…
      </div>
    );
  }

  const { leads, chats, span } = figures;
  return (
    <div>
      <AdminToolbar
        title="Overview"
        note={`The last ${OVERVIEW_WEEKS} weeks, since ${weekLabel(figures.weeks[0]?.week ?? '')}, ${timeZoneLabel}`}
      />

      <dl className={classes.stats}>
        <Stat label="Leads" value={String(leads)} detail={`in ${span}`} />
        <Stat
          label="Sent after no signal"
          value={String(figures.waited)}
          detail={`${percent(figures.waited, leads)}% of leads waited on the phone before arriving`}
        />
        <Stat label="Chats" value={String(chats)} detail={`conversations in ${span}`} />
        <Stat
          label="Chats with an unanswered question"
          value={`${percent(figures.unanswered_chats, chats)}%`}
          detail={`${plural(figures.unanswered_chats, 'conversation', 'conversations')} of ${chats}`}
        />
      </dl>

      <div className={classes.charts}>
        <WeeklyLeads figures={figures} />
        <LeadSources figures={figures} />
        <LeadServices figures={figures} />
        <LeadFunnel figures={figures} />
        <WeeklyChats figures={figures} />
      </div>
    </div>
  );
}
