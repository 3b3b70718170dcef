import { Outlet } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { ClientOnlyPage } from '../components/client-only-page.tsx';
// Only this lazily loaded page imports the staff app, so no marketing page downloads it.
import { AdminApp } from '../features/admin/admin-app.tsx';
import type { ChatsSearch, LeadsSearch } from '../features/admin/admin-paths.ts';
import { ChatsScreen } from '../features/admin/chats-screen.tsx';
import { LeadsScreen } from '../features/admin/leads-screen.tsx';
import { QnaManager } from '../features/admin/qna-manager.tsx';
import ui from '../features/admin/admin.module.css';

/** /admin and everything under it: the staff app's shell around the open screen. */
export function AdminPage() {
  return (
    <ClientOnlyPage>
      <AdminApp>
        <Outlet />
      </AdminApp>
    </ClientOnlyPage>
  );
}

// The charts (and their library) load only when the overview opens: a link to a lead does without them.
const Overview = lazy(() => import('../features/admin/overview.tsx').then((m) => ({ default: m.Overview })));

export function AdminOverviewPage() {
  return (
    <Suspense
      fallback={
        <p className={ui.loading} role="status">
          Loading the overview…
        </p>
      }
    >
      <div className={ui.screen}>
        <Overview />
      </div>
    </Suspense>
  );
}

export function AdminQnaPage() {
  return (
    <div className={ui.screen}>
      <QnaManager />
    </div>
  );
}

export function AdminLeadsPage(props: { search: LeadsSearch; leadId: string | undefined }) {
  return <LeadsScreen {...props} />;
}

export function AdminChatsPage(props: { search: ChatsSearch; conversationId: string | undefined }) {
  return <ChatsScreen {...props} />;
}
