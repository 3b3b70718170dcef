import { business, emergencyHours, openingHours } from '../../content/business.ts';
import { ClockIcon, MapPinIcon, MessageIcon, PhoneIcon } from '../../components/icons.tsx';
import { SectionHeading } from '../../components/section-heading.tsx';
import classes from './home.module.css';

export function ContactSection() {
  return (
    <section id="contact" className="section" aria-labelledby="contact-heading">
      <div className="container">
        <SectionHeading
          id="contact-heading"
          eyebrow="Contact"
          title="Contact Us"
          lead={`We are open 7 days a week. Call, text or send the quick quote form below, and we will get back to you within ${business.quoteReplyHours} hours.`}
        />
        <ul className={classes.contactList}>
          <li>
            <PhoneIcon size={22} />
            <div>
              <h3>Call</h3>
              <a href={business.phone.tel}>{business.phone.display}</a>
            </div>
          </li>
          <li>
            <MessageIcon size={22} />
            <div>
              <h3>Text</h3>
              <a href={business.phone.sms}>Text photos to {business.phone.display}</a>
            </div>
          </li>
          <li>
            <ClockIcon size={22} />
            <div>
              <h3>Hours</h3>
              <p>
                {openingHours.map((h) => `${h.label} ${h.text}`).join(', ')}; {emergencyHours}
              </p>
            </div>
          </li>
          <li>
            <MapPinIcon size={22} />
            <div>
              <h3>Service region</h3>
              <p>
                Based in {business.address.locality}, serving the whole {business.serviceRegion}
              </p>
            </div>
          </li>
        </ul>
      </div>
    </section>
  );
}
