import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Loader.css';
import { Button, PasswordInput, TextInput } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { getSession, onAuthChange, setPassword, signIn, signOut, signUp } from '../../api/auth.ts';
import ui from './admin.module.css';
import classes from './auth.module.css';
import { returnPath } from './admin-paths.ts';
import { validateAuth, type AuthErrors, type AuthFields, type AuthMode } from './auth-validation.ts';
import { notify } from '../../components/notify.ts';

const titles: Record<AuthMode, string> = {
  login: 'Admin Login',
  signup: 'Create Admin Account',
  password: 'Choose Your Password',
};
const empty: AuthFields = { fullName: '', email: '', password: '' };
const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * What a link from an e-mail brought with it, read before supabase-js takes the session out of the
 * address: a confirmed sign-up (?confirmed=1, no session: sign in next), an invitation (a one-time
 * session to choose a password), or a link that no longer works. The page renders on the client only.
 */
function arrivedFrom(location: Location) {
  const hash = new URLSearchParams(location.hash.slice(1));
  return {
    confirmed: new URLSearchParams(location.search).get('confirmed') === '1',
    invited: hash.get('type') === 'invite' && hash.has('access_token'),
    linkError: hash.get('error_description'),
    /** The staff page that sent the visitor here to sign in (checked by returnPath). */
    next: new URLSearchParams(location.search).get('next'),
  };
}

/**
 * SPEC 2/4: login or signup, toggled; a session (existing or new) goes straight to /admin, or to the
 * staff page a deep link asked for.
 */
export function AuthForm() {
  const navigate = useNavigate();
  const [arrival] = useState(() => arrivedFrom(window.location));
  const [mode, setMode] = useState<AuthMode>(arrival.invited ? 'password' : 'login');
  const [fields, setFields] = useState<AuthFields>(empty);
  const [errors, setErrors] = useState<AuthErrors>({});
  const [busy, setBusy] = useState(false);
  // The backend may sign a new account in at once; SPEC wants the visitor back at the login form instead.
  const signingUp = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (arrival.confirmed)
      notify(
        'success',
        'E-mail confirmed',
        'Your address is confirmed. Sign in with the password you chose.',
      );
    if (arrival.linkError)
      notify('error', 'Link not valid', `${arrival.linkError} Sign up again, or ask for a new invitation.`);
    if (arrival.confirmed || arrival.linkError) window.history.replaceState(null, '', '/auth');
  }, [arrival]);

  useEffect(() => {
    // A coworker choosing their password is signed in by the link, and stays here until they have.
    if (mode === 'password') return;
    const toAdmin = () => void navigate({ href: returnPath(arrival.next), replace: true });
    let active = true;
    getSession()
      .then((session) => active && session && toAdmin())
      .catch(() => undefined);
    const unsubscribe = onAuthChange((event) => {
      if (event === 'SIGNED_IN' && !signingUp.current) toAdmin();
    });
    return () => {
      active = false;
      unsubscribe();
    };
  }, [navigate, mode, arrival.next]);

  const set = (name: keyof AuthFields) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value;
    setFields((f) => ({ ...f, [name]: value }));
    setErrors((e) => ({ ...e, [name]: undefined }));
  };

  function switchMode() {
    setMode((m) => (m === 'login' ? 'signup' : 'login'));
    setErrors({});
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const found = validateAuth(mode, fields);
    // Rendered now, so the first invalid field can take focus.
    flushSync(() => setErrors(found));
    if (Object.keys(found).length) {
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    setBusy(true);
    const email = fields.email.trim();
    try {
      if (mode === 'password') {
        await setPassword(fields.password);
        notify('success', 'Password saved', 'Welcome to the staff area.');
        await navigate({ href: returnPath(arrival.next), replace: true });
        return;
      }
      if (mode === 'login') {
        await signIn(email, fields.password);
        notify('success', 'Welcome back!', 'You have successfully logged in.');
        return; // SIGNED_IN takes the admin to /admin
      }
      signingUp.current = true;
      const { signedIn } = await signUp(email, fields.password, fields.fullName.trim());
      if (signedIn) await signOut().catch(() => undefined);
      // Hosted and local alike, a new account is usable once its e-mail address is confirmed.
      notify(
        'success',
        'Account created!',
        signedIn
          ? 'You can now log in with your credentials.'
          : 'Open the confirmation link we e-mailed you, then log in with your credentials.',
      );
      setMode('login');
      setFields({ ...empty, email });
    } catch (error) {
      notify('error', 'Error', errorMessage(error));
    } finally {
      signingUp.current = false;
      setBusy(false);
    }
  }

  const signup = mode === 'signup';
  const choosing = mode === 'password';
  return (
    <div className={classes.authCard}>
      <h1 className={classes.authTitle}>{titles[mode]}</h1>
      <p className={ui.muted}>
        {choosing
          ? 'You were invited to the staff area. Choose the password you will sign in with.'
          : signup
            ? 'Create an account for the staff area.'
            : 'Sign in to manage the site.'}
      </p>
      <form ref={formRef} className={classes.authForm} onSubmit={onSubmit} noValidate>
        {signup && (
          <TextInput
            label="Full name"
            size="md"
            autoComplete="name"
            withAsterisk
            value={fields.fullName}
            error={errors.fullName}
            onChange={set('fullName')}
          />
        )}
        {!choosing && (
          <TextInput
            label="Email"
            type="email"
            size="md"
            autoComplete="email"
            withAsterisk
            value={fields.email}
            error={errors.email}
            onChange={set('email')}
          />
        )}
        <PasswordInput
          label={choosing ? 'New password' : 'Password'}
          size="md"
          autoComplete={signup || choosing ? 'new-password' : 'current-password'}
          description="At least 6 characters."
          classNames={{ description: ui.muted }}
          withAsterisk
          value={fields.password}
          error={errors.password}
          onChange={set('password')}
        />
        <Button type="submit" size="md" fullWidth loading={busy}>
          {choosing ? 'Save Password' : signup ? 'Create Account' : 'Sign In'}
        </Button>
      </form>
      {!choosing && (
        <button type="button" className={classes.linkButton} onClick={switchMode}>
          {signup ? 'Already have an account? Sign in' : "Don't have an account? Create one"}
        </button>
      )}
    </div>
  );
}
