import { EMAIL_ATTEMPTS } from '@shared/email-retry.ts';
import { useState } from 'react';
import { LEAD_STATUSES, type LeadStatus } from '../../api/lead-statuses.ts';
import type { Lead } from '../../api/leads.ts';
import ui from './admin.module.css';
import classes from './leads.module.css';
import { arizonaTime, calendarDate, dialable } from './format.ts';
import { describeSource } from './lead-source.ts';
import { windowLine } from './lead-summary.ts';
import { PhotoViewer } from './photo-viewer.tsx';

export const statusLabel = (s: LeadStatus) => s[0]!.toUpperCase() + s.slice(1);

/** A lead whose e-mail has not gone: still being retried, or given up (staff must call). */
function emailState(lead: Lead): string {
  const why = lead.email_error ? `: ${lead.email_error}` : '';
  if (lead.email_attempts >= EMAIL_ATTEMPTS)
    return `Notification e-mail failed after ${lead.email_attempts} tries${why}. Nothing retries it: reply to this lead yourself`;
  return `Notification e-mail not sent yet${why}`;
}

/** The e-mail line under a lead: sent, counted in a flood digest, or still to go. */
function emailLine(lead: Lead): string {
  if (lead.email_sent_at) return `Notification e-mail sent ${arizonaTime(lead.email_sent_at)}`;
  if (lead.flood)
    return lead.digested_at
      ? `Counted in the flood digest e-mailed ${arizonaTime(lead.digested_at)}`
      : 'No e-mail of its own: it goes in the next flood digest';
  return emailState(lead);
}

/** Status as one tap: five buttons, the current one pressed. */
function StatusButtons({ lead, onStatus }: { lead: Lead; onStatus: (status: LeadStatus) => void }) {
  return (
    <div className={classes.statusGroup} role="group" aria-label="Status">
      {LEAD_STATUSES.map((s) => (
        <button
          key={s}
          type="button"
          className={ui.filter}
          aria-pressed={lead.status === s}
          onClick={() => lead.status !== s && onStatus(s)}
        >
          {statusLabel(s)}
        </button>
      ))}
    </div>
  );
}

interface Props {
  lead: Lead;
  onStatus: (status: LeadStatus) => void;
}

/** Everything a customer sent, with one-tap call, text and e-mail, the status, and the photos full size. */
export function LeadView({ lead, onStatus }: Props) {
  const [photo, setPhoto] = useState<number | null>(null);
  const tel = dialable(lead.phone);
  const details: [string, string | null][] = [
    ['Service', lead.service],
    ['Address', lead.address],
    ['Property type', lead.property_type],
    ['Items to remove', lead.items_to_remove],
    ['Estimated volume', lead.estimated_volume],
    ['Preferred date', lead.preferred_date && calendarDate(lead.preferred_date)],
    [
      'Preferred time',
      lead.preferred_time || (lead.form_type === 'booking' && !lead.arrival_window ? 'Any time' : null),
    ],
    ['Arrival window', windowLine(lead)],
    ['Access instructions', lead.access_instructions],
    ['Message', lead.message],
    ['Additional notes', lead.additional_notes],
  ];
  const source = describeSource(lead);
  const emailed = lead.email_sent_at || lead.flood;
  return (
    <article className={classes.lead} aria-labelledby={`lead-${lead.id}`}>
      <h2 id={`lead-${lead.id}`} tabIndex={-1} className={classes.leadName}>
        {lead.name}
      </h2>
      <p className={classes.meta}>
        <span className={ui.chip}>{lead.form_type === 'booking' ? 'Booking' : 'Quick quote'}</span>{' '}
        {lead.flood && (
          <>
            <span className={`${ui.chip} ${classes.floodChip}`}>Flood</span>{' '}
          </>
        )}
        <time dateTime={lead.created_at}>{arizonaTime(lead.created_at)}</time>
      </p>
      {source && <p className={classes.source}>{source}</p>}
      {lead.flood && (
        <p className={classes.source}>
          Arrived during a flood (more leads than usual at once): check it before calling.
        </p>
      )}
      <div className={classes.contactLinks}>
        <a className="btn btn-primary" href={`tel:${tel}`} aria-label={`Call ${lead.name} at ${lead.phone}`}>
          Call {lead.phone}
        </a>
        <a className="btn btn-outline" href={`sms:${tel}`} aria-label={`Text ${lead.name} at ${lead.phone}`}>
          Text
        </a>
        <a className={`btn btn-outline ${classes.emailLink}`} href={`mailto:${lead.email}`}>
          {lead.email}
        </a>
      </div>
      <StatusButtons lead={lead} onStatus={onStatus} />
      <dl className={classes.details}>
        {details.map(([label, value]) =>
          value ? (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ) : null,
        )}
      </dl>
      {lead.photo_urls.length > 0 && (
        <ul className={classes.photos} aria-label="Photos">
          {lead.photo_urls.map((url, i) => (
            <li key={url}>
              <button type="button" className={classes.photoButton} onClick={() => setPhoto(i)}>
                <img
                  src={url}
                  alt={`Upload ${i + 1} of ${lead.photo_urls.length} from ${lead.name}, opens full size`}
                  loading="lazy"
                  width={112}
                  height={112}
                />
              </button>
            </li>
          ))}
        </ul>
      )}
      <p className={emailed ? classes.emailOk : classes.emailPending}>{emailLine(lead)}</p>
      <PhotoViewer
        urls={lead.photo_urls}
        name={lead.name}
        index={photo}
        onIndex={setPhoto}
        onClose={() => setPhoto(null)}
      />
    </article>
  );
}

/** The one line a list row gives the e-mail when something is wrong with it, else null. */
export function emailTrouble(lead: Lead): string | null {
  if (lead.email_sent_at || lead.flood) return null;
  return lead.email_attempts >= EMAIL_ATTEMPTS ? 'E-mail failed' : 'E-mail pending';
}
