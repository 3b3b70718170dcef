import { useEffect, useMemo, useState } from 'react';
import { fetchOverview, SOURCE_KINDS, type Overview, type SourceKind } from '../../api/overview.ts';
import { timeZone } from '../../content/business.ts';
import { weekLabel } from './format.ts';
import { WAITED_MS } from './lead-source.ts';

/** The weeks the Overview looks back over, this one included. */
export const OVERVIEW_WEEKS = 12;

export const SOURCE_LABELS: Record<SourceKind, string> = {
  search: 'Search',
  direct: 'Direct',
  campaign: 'Campaign',
  referral: 'Referral',
  unrecorded: 'Not recorded',
};
export const SOURCE_COLORS: Record<SourceKind, string> = {
  search: 'brand.7',
  direct: 'blue.7',
  campaign: 'orange.8',
  referral: 'grape.7',
  unrecorded: 'gray.7',
};

/** The figures as the charts draw them. */
function derive(figures: Overview) {
  const { leads, statuses, sources } = figures;
  const sourceData = SOURCE_KINDS.filter((k) => sources[k] > 0).map((k) => ({
    name: SOURCE_LABELS[k],
    value: sources[k],
    color: SOURCE_COLORS[k],
  }));
  return {
    ...figures,
    /** One row per week, for the bar charts. */
    weekRows: figures.weeks.map((w) => ({
      week: weekLabel(w.week),
      Leads: w.leads,
      Answered: w.chats - w.unanswered_chats,
      Unanswered: w.unanswered_chats,
    })),
    busiest: [...figures.weeks].sort((a, b) => b.leads - a.leads)[0],
    sourceData,
    topSource: [...sourceData].sort((a, b) => b.value - a.value)[0],
    // The funnel: how many leads got at least this far; a lost lead may have been lost at any step.
    reached: {
      received: leads,
      contacted: statuses.contacted + statuses.scheduled + statuses.completed,
      scheduled: statuses.scheduled + statuses.completed,
      completed: statuses.completed,
    },
    span: `the last ${OVERVIEW_WEEKS} weeks`,
  };
}

export type OverviewFigures = ReturnType<typeof derive>;

/** The Overview's figures for the last OVERVIEW_WEEKS weeks: loading, loaded, or failed with a retry. */
export function useOverview() {
  const [found, setFound] = useState<Overview | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let active = true;
    fetchOverview({ weeks: OVERVIEW_WEEKS, waitedMs: WAITED_MS, timeZone }).then(
      (overview) => active && setFound(overview),
      (error: Error) => active && setFailed(error.message),
    );
    return () => {
      active = false;
    };
  }, [attempt]);

  // Derived where it is read, from what the database answered (kept as it came).
  const figures = useMemo(() => (found ? derive(found) : null), [found]);
  const retry = () => {
    setFailed(null);
    setAttempt((n) => n + 1);
  };
  return { figures, failed, retry };
}
