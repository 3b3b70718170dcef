import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Loader.css';
import { Button, PasswordInput, TextInput } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { getSession, onAuthChange, signIn, signOut, signUp } from '../../api/auth.ts';
import classes from './admin.module.css';
import { validateAuth, type AuthErrors, type AuthFields, type AuthMode } from './auth-validation.ts';
import { notify } from '../../components/notify.ts';

const titles: Record<AuthMode, string> = { login: 'Admin Login', signup: 'Create Admin Account' };
const empty: AuthFields = { fullName: '', email: '', password: '' };
const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** SPEC 2/4: login or signup, toggled; a session (existing or new) goes straight to /admin. */
export function AuthForm() {
  const navigate = useNavigate();
  const [mode, setMode] = useState<AuthMode>('login');
  const [fields, setFields] = useState<AuthFields>(empty);
  const [errors, setErrors] = useState<AuthErrors>({});
  const [busy, setBusy] = useState(false);
  // The backend may sign a new account in at once; SPEC wants the visitor back at the login form instead.
  const signingUp = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    const toAdmin = () => void navigate({ to: '/admin', replace: true });
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
  }, [navigate]);

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
  return (
    <div className={classes.authCard}>
      <h1 className={classes.authTitle}>{titles[mode]}</h1>
      <p className={classes.muted}>
        {signup ? 'Create an account for the staff area.' : 'Sign in to manage the site.'}
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
        <PasswordInput
          label="Password"
          size="md"
          autoComplete={signup ? 'new-password' : 'current-password'}
          description="At least 6 characters."
          classNames={{ description: classes.muted }}
          withAsterisk
          value={fields.password}
          error={errors.password}
          onChange={set('password')}
        />
        <Button type="submit" size="md" fullWidth loading={busy}>
          {signup ? 'Create Account' : 'Sign In'}
        </Button>
      </form>
      <button type="button" className={classes.linkButton} onClick={switchMode}>
        {signup ? 'Already have an account? Sign in' : "Don't have an account? Create one"}
      </button>
    </div>
  );
}
