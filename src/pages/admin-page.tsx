import { Outlet } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { ClientOnlyPage } from '../components/client-only-page.tsx';
// Only this lazily loaded page imports the staff app, so no marketing page downloads it.
import { AdminApp } from '../features/admin/admin-app.tsx';
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

// The list screens take their address (search params and the open item's id) as props from the route.
export { LeadsScreen as AdminLeadsPage } from '../features/admin/leads-screen.tsx';
export { ChatsScreen as AdminChatsPage } from '../features/admin/chats-screen.tsx';
export { ScheduleScreen as AdminSchedulePage } from '../features/admin/schedule-screen.tsx';
