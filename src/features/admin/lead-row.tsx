import { Link } from '@tanstack/react-router';
import type { Lead } from '../../api/leads.ts';
import { adminPaths, type LeadsSearch } from './admin-paths.ts';
import ui from './admin.module.css';
import classes from './leads.module.css';
import split from './split-view.module.css';
import { plural } from './format.ts';
import { heldWindow, leadCity, timeAgo } from './lead-summary.ts';
import { emailTrouble, statusLabel } from './lead-view.tsx';

interface Props {
  lead: Lead;
  open: boolean;
  search: LeadsSearch;
  now: number;
}

/** One lead in the list: who, what, where, how long ago, where it stands; the whole row opens it. */
export function LeadRow({ lead, open, search, now }: Props) {
  const city = leadCity(lead);
  const trouble = emailTrouble(lead);
  const photos = lead.photo_urls.length;
  const held = heldWindow(lead);
  return (
    <li className={split.rowItem}>
      <Link
        to={adminPaths.lead}
        params={{ leadId: lead.id }}
        search={search}
        className={split.row}
        aria-current={open ? 'true' : undefined}
        data-row=""
      >
        <span className={split.rowTop}>
          {lead.status === 'new' && <span className={classes.newDot} aria-hidden />}
          <span className={split.rowName}>{lead.name}</span>{' '}
          <time className={split.rowTime} dateTime={lead.created_at}>
            {timeAgo(lead.created_at, now)}
          </time>
        </span>{' '}
        <span className={split.rowLine}>
          {lead.service}
          {city && ` · ${city}`}
        </span>{' '}
        {held && <span className={split.rowLine}>{held} </span>}
        <span className={split.rowChips}>
          <span className={`${ui.chip} ${classes.statusChip}`} data-status={lead.status}>
            {statusLabel(lead.status)}
          </span>{' '}
          {photos > 0 && <span className={split.rowPhotos}>{plural(photos, 'photo', 'photos')} </span>}
          {lead.flood && <span className={`${ui.chip} ${classes.floodChip}`}>Flood </span>}
          {lead.window_status === 'full' && (
            <span className={`${ui.chip} ${classes.troubleChip}`}>Window full </span>
          )}
          {lead.window_status === 'cancelled' && (
            <span className={`${ui.chip} ${classes.troubleChip}`}>Booking cancelled </span>
          )}
          {trouble && <span className={`${ui.chip} ${classes.troubleChip}`}>{trouble}</span>}
        </span>
      </Link>
    </li>
  );
}
