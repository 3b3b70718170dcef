import '@mantine/core/styles/Input.css';
import { NativeSelect } from '@mantine/core';
import { EMAIL_ATTEMPTS } from '@shared/email-retry.ts';
import { LEAD_STATUSES, type Lead, type LeadStatus } from '../../api/leads.ts';
import ui from './admin.module.css';
import classes from './leads.module.css';
import { arizonaTime, calendarDate, dialable } from './format.ts';
import { describeSource } from './lead-source.ts';

export const statusLabel = (s: LeadStatus) => s[0]!.toUpperCase() + s.slice(1);
const statusOptions = LEAD_STATUSES.map((s) => ({ value: s, label: statusLabel(s) }));

interface Props {
  lead: Lead;
  onStatus: (status: LeadStatus) => void;
}

/** A lead whose e-mail has not gone: still being retried, or given up (staff must call). */
function emailState(lead: Lead): string {
  const why = lead.email_error ? `: ${lead.email_error}` : '';
  if (lead.email_attempts >= EMAIL_ATTEMPTS)
    return `Notification e-mail failed after ${lead.email_attempts} tries${why}. Nothing retries it: reply to this lead yourself`;
  return `Notification e-mail not sent yet${why}`;
}

/** Every field a customer sent, with one-tap call, text and e-mail links. */
export function LeadCard({ lead, onStatus }: Props) {
  const tel = dialable(lead.phone);
  const details: [string, string | null][] = [
    ['Service', lead.service],
    ['Address', lead.address],
    ['Property type', lead.property_type],
    ['Items to remove', lead.items_to_remove],
    ['Estimated volume', lead.estimated_volume],
    ['Preferred date', lead.preferred_date && calendarDate(lead.preferred_date)],
    ['Preferred time', lead.preferred_time || (lead.form_type === 'booking' ? 'Any time' : null)],
    ['Access instructions', lead.access_instructions],
    ['Message', lead.message],
    ['Additional notes', lead.additional_notes],
  ];
  const headingId = `lead-${lead.id}`;
  const source = describeSource(lead);
  return (
    <li className={ui.card}>
      <div className={ui.cardTop}>
        <div>
          <h3 id={headingId} className={ui.question}>
            {lead.name}
          </h3>
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
        </div>
        <NativeSelect
          className={classes.statusSelect}
          size="md"
          label="Status"
          data={statusOptions}
          value={lead.status}
          onChange={(e) => onStatus(e.currentTarget.value as LeadStatus)}
        />
      </div>
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
              <a href={url} target="_blank" rel="noopener noreferrer">
                <img
                  src={url}
                  alt={`Upload ${i + 1} of ${lead.photo_urls.length} from ${lead.name}, opens full size`}
                  loading="lazy"
                  width={96}
                  height={96}
                />
              </a>
            </li>
          ))}
        </ul>
      )}
      <p className={lead.email_sent_at || lead.flood ? classes.emailOk : classes.emailPending}>
        {lead.email_sent_at
          ? `Notification e-mail sent ${arizonaTime(lead.email_sent_at)}`
          : lead.flood
            ? lead.digested_at
              ? `Counted in the flood digest e-mailed ${arizonaTime(lead.digested_at)}`
              : 'No e-mail of its own: it goes in the next flood digest'
            : emailState(lead)}
      </p>
    </li>
  );
}
