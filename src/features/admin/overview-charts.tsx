import '@mantine/charts/styles.css';
import '@mantine/core/styles/ColorSwatch.css';
import { BarChart, BarsList, DonutChart } from '@mantine/charts';
import type { CSSProperties, ReactNode } from 'react';
import { LEAD_STATUSES } from '../../api/lead-statuses.ts';
import { SOURCE_KINDS } from '../../api/overview.ts';
import ui from './admin.module.css';
import { plural, weekLabel } from './format.ts';
import classes from './overview.module.css';
import { SOURCE_COLORS, SOURCE_LABELS, type OverviewFigures } from './use-overview.ts';

const STATUS_LABELS = {
  new: 'New',
  contacted: 'Contacted',
  scheduled: 'Scheduled',
  completed: 'Completed',
  lost: 'Lost',
} as const;

export const percent = (part: number, whole: number) => (whole ? Math.round((part / whole) * 100) : 0);
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
      <p className={ui.muted}>{props.summary}</p>
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

export function Stat(props: { label: string; value: string; detail: string }) {
  return (
    <div className={classes.stat}>
      <dt className={classes.statLabel}>{props.label}</dt>
      <dd className={classes.statValue}>{props.value}</dd>
      <dd className={classes.statDetail}>{props.detail}</dd>
    </div>
  );
}

type Figures = { figures: OverviewFigures };

export function WeeklyLeads({ figures: { leads, span, busiest, weeks, weekRows } }: Figures) {
  return (
    <ChartCard
      id="overview-weekly"
      title="Leads per week"
      summary={
        leads
          ? `${plural(leads, 'lead', 'leads')} in ${span}; the busiest week began ${weekLabel(busiest?.week ?? '')} with ${busiest?.leads}.`
          : `No leads in ${span}.`
      }
      table={{ head: ['Week beginning', 'Leads'], rows: weeks.map((w) => [weekLabel(w.week), w.leads]) }}
    >
      <BarChart
        h={220}
        data={weekRows}
        dataKey="week"
        series={[{ name: 'Leads', color: 'brand.7' }]}
        tickLine="none"
        gridAxis="y"
        withTooltip={false}
        yAxisProps={{ allowDecimals: false }}
      />
    </ChartCard>
  );
}

export function LeadSources({ figures: { leads, span, sources, sourceData, topSource } }: Figures) {
  return (
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
  );
}

export function LeadServices({ figures: { services, span } }: Figures) {
  return (
    <ChartCard
      id="overview-services"
      title="Leads by service"
      summary={
        services[0]
          ? `${services[0].service} brought the most (${services[0].leads}).`
          : `No leads in ${span}.`
      }
      table={{ head: ['Service', 'Leads'], rows: services.map((s) => [s.service, s.leads]) }}
    >
      <BarsList
        data={services.map((s) => ({ name: s.service, value: s.leads }))}
        barsLabel="Service"
        valueLabel="Leads"
        barColor="brand.1"
        barTextColor="dark.9"
      />
    </ChartCard>
  );
}

export function LeadFunnel({ figures: { leads, reached, statuses } }: Figures) {
  const steps = [
    ['Received', reached.received],
    ['Contacted', reached.contacted],
    ['Scheduled', reached.scheduled],
    ['Completed', reached.completed],
  ] as const;
  return (
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
        {steps.map(([label, n]) => (
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
  );
}

export function WeeklyChats({ figures: { chats, unanswered_chats, weeks, weekRows } }: Figures) {
  return (
    <ChartCard
      id="overview-chats"
      title="Chat conversations per week"
      summary={`${plural(chats, 'conversation', 'conversations')}; ${percent(unanswered_chats, chats)}% had a question the assistant could not answer.`}
      table={{
        head: ['Week beginning', 'Conversations', 'With an unanswered question'],
        rows: weeks.map((w) => [weekLabel(w.week), w.chats, w.unanswered_chats]),
      }}
    >
      <BarChart
        h={220}
        data={weekRows}
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
  );
}
