import type { IncomingMessage } from 'node:http';
import type { Mailer } from '@shared/email.ts';
import type { LoginThrottle, SignupThrottle } from './auth-throttle.ts';
import type { Database } from './database.ts';

/** What every auth route works with: the database, the keys, the mailer and the throttles. */
export interface AuthContext {
  db: Database;
  jwtSecret: string;
  issuer: string;
  /** Where sign-up confirmation messages go (the data folder's mail/ locally), and from whom. */
  mailer: Mailer;
  mailFrom: string;
  throttle: LoginThrottle;
  signupThrottle: SignupThrottle;
  /** Origins a confirmation link may send the browser back to. */
  siteOrigins: ReadonlySet<string>;
  /** The default landing page after a confirmation link. */
  siteUrl: string;
  /** A password hash to check against when the e-mail is unknown, so both cost the same. */
  dummyHash: string;
  /** The client's address for the login throttle (the socket's, or a trusted proxy's). */
  clientAddress: (req: IncomingMessage) => string;
}
