import '@mantine/charts/styles.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/ColorSwatch.css';
import '@mantine/core/styles/Loader.css';
import { BarChart, BarsList, DonutChart } from '@mantine/charts';
import { Button, Loader } from '@mantine/core';
import { useEffect, useState, type CSSProperties, type ReactNode } from 'react';
import { LEAD_STATUSES } from '../../api/leads.ts';
import {
  fetchOverview,
  SOURCE_KINDS,
  type Overview as Figures,
  type SourceKind,
} from '../../api/overview.ts';
import { timeZone, timeZoneLabel } from '../../content/business.ts';
import classes from './admin.module.css';
import { plural, weekLabel } from './format.ts';
import { WAITED_MS } from './lead-source.ts';

/** The weeks the Overview looks back over, this one included. */
export const OVERVIEW_WEEKS = 12;

const SOURCE_LABELS: Record<SourceKind, string> = {
  search: 'Search',
  direct: 'Direct',
  campaign: 'Campaign',
  referral: 'Referral',
  unrecorded: 'Not recorded',
};
const SOURCE_COLORS: Record<SourceKind, string> = {
  search: 'brand.7',
  direct: 'blue.7',
  campaign: 'orange.8',
  referral: 'grape.7',
  unrecorded: 'gray.7',
};
const STATUS_LABELS = {
  new: 'New',
  contacted: 'Contacted',
  scheduled: 'Scheduled',
  completed: 'Completed',
  lost: 'Lost',
} as const;

const percent = (part: number, whole: number) => (whole ? Math.round((part / whole) * 100) : 0);
/** A funnel bar's width: its share of all leads, never too thin to see. */
const share = (part: number, whole: number) =>
  ({ '--share': `${Math.max(whole ? (part / whole) * 100 : 0, 2)}%` }) as CSSProperties;

/** One chart: a heading, a sentence that sums it up, the picture (hidden from screen readers) and its table. */
function ChartCard(props: {
  id: string;
  title: string;
  summary: string;
  children: ReactNode;
  /** The figures behind the picture; captioned with the title unless it says otherwise. */
  table: { caption?: string; head: string[]; rows: (string | number)[][] };
}) {
  return (
    <section className={classes.chartCard} aria-labelledby={props.id}>
      <h3 id={props.id} className={classes.chartTitle}>
        {props.title}
      </h3>
      <p className={classes.muted}>{props.summary}</p>
      <div inert className={classes.chart}>
        {props.children}
      </div>
      <FigureTable
        caption={props.table.caption ?? props.title}
        head={props.table.head}
        rows={props.table.rows}
      />
    </section>
  );
}

/** The figures behind a chart, for screen readers (and for anyone who copies them). */
function FigureTable(props: { caption: string; head: string[]; rows: (string | number)[][] }) {
  return (
    // In a div: a table grows to fit its cells whatever width it is given, and would widen the page.
    <div className="visually-hidden">
      <table>
        <caption>{props.caption}</caption>
        <thead>
          <tr>
            {props.head.map((h) => (
              <th key={h} scope="col">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {props.rows.map(([first, ...rest]) => (
            <tr key={String(first)}>
              <th scope="row">{first}</th>
              {rest.map((cell, i) => (
                <td key={i}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Stat(props: { label: string; value: string; detail: string }) {
  return (
    <div className={classes.stat}>
      <dt className={classes.statLabel}>{props.label}</dt>
      <dd className={classes.statValue}>{props.value}</dd>
      <dd className={classes.statDetail}>{props.detail}</dd>
    </div>
  );
}

/** What staff see first: where leads come from and where they stand, and how the chat does. */
export function Overview() {
  const [figures, setFigures] = useState<Figures | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let active = true;
    fetchOverview({ weeks: OVERVIEW_WEEKS, waitedMs: WAITED_MS, timeZone }).then(
      (found) => active && setFigures(found),
      (error: Error) => active && setFailed(error.message),
    );
    return () => {
      active = false;
    };
  }, [attempt]);

  if (failed) {
    return (
      <div className={classes.empty} role="alert">
        <p>The overview could not load: {failed}</p>
        <Button
          variant="outline"
          onClick={() => {
            setFailed(null);
            setAttempt((n) => n + 1);
          }}
        >
          Try again
        </Button>
      </div>
    );
  }
  if (!figures) {
    return (
      <div className={classes.loading} role="status">
        <Loader size="sm" aria-hidden />
        Loading the overview…
      </div>
    );
  }

  const { leads, chats, statuses, sources } = figures;
  const weeks = figures.weeks.map((w) => ({
    week: weekLabel(w.week),
    Leads: w.leads,
    Answered: w.chats - w.unanswered_chats,
    Unanswered: w.unanswered_chats,
  }));
  const busiest = [...figures.weeks].sort((a, b) => b.leads - a.leads)[0];
  const sourceData = SOURCE_KINDS.filter((k) => sources[k] > 0).map((k) => ({
    name: SOURCE_LABELS[k],
    value: sources[k],
    color: SOURCE_COLORS[k],
  }));
  const topSource = [...sourceData].sort((a, b) => b.value - a.value)[0];
  // The funnel: how many leads got at least this far; a lost lead may have been lost at any step.
  const reached = {
    received: leads,
    contacted: statuses.contacted + statuses.scheduled + statuses.completed,
    scheduled: statuses.scheduled + statuses.completed,
    completed: statuses.completed,
  };
  const span = `the last ${OVERVIEW_WEEKS} weeks`;

  return (
    <div className={classes.overview}>
      <div className={classes.toolbar}>
        <h2 className={classes.panelTitle}>Overview</h2>
        <p className={classes.muted}>
          The last {OVERVIEW_WEEKS} weeks, since {weekLabel(figures.weeks[0]?.week ?? '')}, {timeZoneLabel}
        </p>
      </div>

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
        <ChartCard
          id="overview-weekly"
          title="Leads per week"
          summary={
            leads
              ? `${plural(leads, 'lead', 'leads')} in ${span}; the busiest week began ${weekLabel(busiest?.week ?? '')} with ${busiest?.leads}.`
              : `No leads in ${span}.`
          }
          table={{
            head: ['Week beginning', 'Leads'],
            rows: figures.weeks.map((w) => [weekLabel(w.week), w.leads]),
          }}
        >
          <BarChart
            h={220}
            data={weeks}
            dataKey="week"
            series={[{ name: 'Leads', color: 'brand.7' }]}
            tickLine="none"
            gridAxis="y"
            withTooltip={false}
            yAxisProps={{ allowDecimals: false }}
          />
        </ChartCard>

        <ChartCard
          id="overview-sources"
          title="Leads by source"
          summary={
            topSource
              ? `Most leads came from ${topSource.name.toLowerCase()} (${topSource.value} of ${leads}).`
              : `No leads in ${span}.`
          }
          table={{ head: ['Source', 'Leads'], rows: SOURCE_KINDS.map((k) => [SOURCE_LABELS[k], sources[k]]) }}
        >
          <div className={classes.donutRow}>
            <DonutChart data={sourceData} size={150} thickness={26} withTooltip={false} />
            <ul className={classes.legend}>
              {SOURCE_KINDS.map((k) => (
                <li key={k}>
                  <span
                    className={classes.swatch}
                    style={{ background: `var(--mantine-color-${SOURCE_COLORS[k].replace('.', '-')})` }}
                  />
                  {SOURCE_LABELS[k]} <strong>{sources[k]}</strong>
                </li>
              ))}
            </ul>
          </div>
        </ChartCard>

        <ChartCard
          id="overview-services"
          title="Leads by service"
          summary={
            figures.services[0]
              ? `${figures.services[0].service} brought the most (${figures.services[0].leads}).`
              : `No leads in ${span}.`
          }
          table={{ head: ['Service', 'Leads'], rows: figures.services.map((s) => [s.service, s.leads]) }}
        >
          <BarsList
            data={figures.services.map((s) => ({ name: s.service, value: s.leads }))}
            barsLabel="Service"
            valueLabel="Leads"
            barColor="brand.1"
            barTextColor="dark.9"
          />
        </ChartCard>

        <ChartCard
          id="overview-funnel"
          title="Where leads stand"
          summary={`Of ${plural(leads, 'lead', 'leads')}, ${reached.contacted} reached contacted, ${reached.scheduled} scheduled and ${reached.completed} completed; ${statuses.lost} lost.`}
          table={{
            caption: 'Leads by status now',
            head: ['Status', 'Leads'],
            rows: LEAD_STATUSES.map((s) => [STATUS_LABELS[s], statuses[s]]),
          }}
        >
          <ol className={classes.funnel}>
            {(
              [
                ['Received', reached.received],
                ['Contacted', reached.contacted],
                ['Scheduled', reached.scheduled],
                ['Completed', reached.completed],
              ] as const
            ).map(([label, n]) => (
              <li key={label} style={share(n, leads)}>
                <span>{label}</span>
                <strong>{n}</strong>
              </li>
            ))}
            <li className={classes.funnelLost} style={share(statuses.lost, leads)}>
              <span>Lost</span>
              <strong>{statuses.lost}</strong>
            </li>
          </ol>
        </ChartCard>

        <ChartCard
          id="overview-chats"
          title="Chat conversations per week"
          summary={`${plural(chats, 'conversation', 'conversations')}; ${percent(figures.unanswered_chats, chats)}% had a question the assistant could not answer.`}
          table={{
            head: ['Week beginning', 'Conversations', 'With an unanswered question'],
            rows: figures.weeks.map((w) => [weekLabel(w.week), w.chats, w.unanswered_chats]),
          }}
        >
          <BarChart
            h={220}
            data={weeks}
            dataKey="week"
            type="stacked"
            series={[
              { name: 'Answered', color: 'brand.7' },
              { name: 'Unanswered', color: 'orange.8' },
            ]}
            tickLine="none"
            gridAxis="y"
            withLegend
            withTooltip={false}
            yAxisProps={{ allowDecimals: false }}
          />
        </ChartCard>
      </div>
    </div>
  );
}
