import '@mantine/core/styles/Tabs.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Loader.css';
import { Button, Loader, Tabs } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import ui from './admin.module.css';
import classes from './dashboard.module.css';
import { ChatHistory } from './chat-history.tsx';
import { LeadsInbox } from './leads-inbox.tsx';
import { QnaManager } from './qna-manager.tsx';
import { useAdminSession } from './use-admin-session.ts';
import { showOnAppIcon, useWhatsNew } from './use-whats-new.ts';

// The charts (and their library) load only when the Overview is open.
const Overview = lazy(() => import('./overview.tsx').then((m) => ({ default: m.Overview })));

/** "3 new" beside a tab's name, when there is anything new. */
function NewCount({ count }: { count: number }) {
  if (!count) return null;
  return (
    <>
      {' '}
      <span className={classes.newCount}>{count > 99 ? '99+' : count} new</span>
    </>
  );
}

function Loading({ what }: { what: string }) {
  return (
    <div className={ui.loading} role="status">
      <Loader size="sm" aria-hidden />
      {what}
    </div>
  );
}

/**
 * /admin: the role check, then the four tabs, the Overview first. Only the open tab is mounted, so
 * only it loads and polls; the counts of what is new are kept fresh for the others.
 */
export function AdminDashboard() {
  const { state, logout } = useAdminSession();
  const [tab, setTab] = useState<string | null>('overview');
  const [leaving, setLeaving] = useState(false);

  if (state.status === 'loading') return <Loading what="Checking your access…" />;
  return (
    <Dashboard
      email={state.session.email}
      tab={tab}
      setTab={setTab}
      leaving={leaving}
      logout={() => {
        setLeaving(true);
        showOnAppIcon(0);
        void logout().finally(() => setLeaving(false));
      }}
    />
  );
}

function Dashboard(props: {
  email: string;
  tab: string | null;
  setTab: (tab: string | null) => void;
  leaving: boolean;
  logout: () => void;
}) {
  const { tab, setTab } = props;
  const fresh = useWhatsNew(tab);
  return (
    <div className={classes.dashboard}>
      <header className={classes.dashHeader}>
        <div>
          <h1 className={classes.dashTitle}>Admin Dashboard</h1>
          <p className={ui.muted}>
            Signed in as <strong className={classes.email}>{props.email}</strong>
          </p>
        </div>
        <Button variant="outline" size="md" loading={props.leaving} onClick={props.logout}>
          Logout
        </Button>
      </header>
      <Tabs value={tab} onChange={setTab} keepMounted={false} classNames={{ tab: classes.tab }}>
        <Tabs.List className={classes.tabList} grow>
          <Tabs.Tab value="overview">Overview</Tabs.Tab>
          <Tabs.Tab value="qna">Q&amp;A Management</Tabs.Tab>
          <Tabs.Tab value="chats">
            Chat History
            <NewCount count={fresh.chats} />
          </Tabs.Tab>
          <Tabs.Tab value="leads">
            Quote Requests
            <NewCount count={fresh.leads} />
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="overview" className={classes.panel}>
          <Suspense fallback={<Loading what="Loading the overview…" />}>
            <Overview />
          </Suspense>
        </Tabs.Panel>
        <Tabs.Panel value="qna" className={classes.panel}>
          <QnaManager />
        </Tabs.Panel>
        <Tabs.Panel value="chats" className={classes.panel}>
          <ChatHistory />
        </Tabs.Panel>
        <Tabs.Panel value="leads" className={classes.panel}>
          <LeadsInbox />
        </Tabs.Panel>
      </Tabs>
    </div>
  );
}
