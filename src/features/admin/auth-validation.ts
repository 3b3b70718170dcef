/** Sign in, create an account, or choose a password (a coworker opening their invitation). */
export type AuthMode = 'login' | 'signup' | 'password';

export interface AuthFields {
  fullName: string;
  email: string;
  password: string;
}

export type AuthErrors = Partial<Record<keyof AuthFields, string>>;

export const MIN_PASSWORD = 6;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** SPEC 5: email (except when choosing a password) and password required, password ≥ 6 characters, full name required when signing up. */
export function validateAuth(mode: AuthMode, fields: AuthFields): AuthErrors {
  const errors: AuthErrors = {};
  if (mode === 'signup' && !fields.fullName.trim()) errors.fullName = 'Please enter your full name.';
  const email = fields.email.trim();
  if (mode === 'password') {
    // The invitation's e-mail address is the account's: only the new password is asked for.
  } else if (!email) errors.email = 'Please enter your email address.';
  else if (!EMAIL.test(email)) errors.email = 'Please enter a valid email address.';
  if (!fields.password) errors.password = 'Please enter your password.';
  else if (fields.password.length < MIN_PASSWORD)
    errors.password = `Password must be at least ${MIN_PASSWORD} characters.`;
  return errors;
}
