import { useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect, useRef, useState } from 'react';
import { getSession, isAdmin, onAuthChange, signOut, type StaffSession } from '../../api/auth.ts';
import { notify } from '../../components/notify.ts';

export type AdminState = { status: 'loading' } | { status: 'admin'; session: StaffSession };

/**
 * SPEC 4: loading; no session → /auth (?next= the screen asked for); signed in but not an admin → /
 * with 'Access Denied'; a failed check → /auth. Signing out elsewhere (another tab, an expired refresh token) also leads to /auth.
 */
export function useAdminSession(): { state: AdminState; logout: () => Promise<void> } {
  const navigate = useNavigate();
  const [state, setState] = useState<AdminState>({ status: 'loading' });
  // Set while this page signs out on purpose, so SIGNED_OUT does not also send the admin to /auth.
  const leaving = useRef(false);

  useEffect(() => {
    let active = true;
    const go = (to: string) => active && void navigate({ to, replace: true });
    // Sign-in comes back to the screen a link asked for (a lead, a conversation).
    const signIn = () =>
      active &&
      void navigate({
        to: '/auth',
        search: { next: window.location.pathname + window.location.search },
        replace: true,
      });

    async function check() {
      try {
        const session = await getSession();
        if (!session) return signIn();
        if (await isAdmin(session.userId)) {
          if (active) setState({ status: 'admin', session });
          return;
        }
        notify('error', 'Access Denied', 'You do not have admin privileges. Please contact support.');
        // Without this the account would be stuck: /auth sends every session straight back here.
        leaving.current = true;
        await signOut().catch(() => undefined);
        go('/');
      } catch {
        signIn();
      }
    }

    void check();
    const unsubscribe = onAuthChange((event) => {
      if (event === 'SIGNED_OUT' && !leaving.current) signIn();
    });
    return () => {
      active = false;
      unsubscribe();
    };
  }, [navigate]);

  const logout = useCallback(async () => {
    leaving.current = true;
    try {
      await signOut();
      notify('success', 'Logged out', 'You have been successfully logged out.');
      await navigate({ to: '/' });
    } catch (error) {
      leaving.current = false;
      notify('error', 'Error', error instanceof Error ? error.message : String(error));
    }
  }, [navigate]);

  return { state, logout };
}
