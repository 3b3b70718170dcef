import { PhoneIcon, MessageIcon } from '../../components/icons.tsx';
import { business } from '../../content/business.ts';
import classes from './chat.module.css';

/** Without a connection the assistant cannot answer: offer the phone instead of a failure. */
export function OfflineNotice() {
  return (
    <div className={classes.offline} role="status">
      <p>
        <strong>You&rsquo;re offline.</strong> The chat needs an internet connection. Call or text us at{' '}
        {business.phone.display} instead.
      </p>
      <div className={classes.offlineLinks}>
        <a className="btn btn-cta" href={business.phone.tel}>
          <PhoneIcon size={18} /> Call us
        </a>
        <a className="btn btn-outline" href={business.phone.sms}>
          <MessageIcon size={18} /> Text us
        </a>
      </div>
    </div>
  );
}
