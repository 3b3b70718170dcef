import '@mantine/core/styles/Tabs.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Loader.css';
import { Button, Loader, Tabs } from '@mantine/core';
import { useState } from 'react';
import classes from './admin.module.css';
import { ChatHistory } from './chat-history.tsx';
import { LeadsInbox } from './leads-inbox.tsx';
import { QnaManager } from './qna-manager.tsx';
import { useAdminSession } from './use-admin-session.ts';

/** /admin: the role check, then the three tabs. Only the open tab is mounted, so only it loads and polls. */
export function AdminDashboard() {
  const { state, logout } = useAdminSession();
  const [tab, setTab] = useState<string | null>('qna');
  const [leaving, setLeaving] = useState(false);

  if (state.status === 'loading') {
    return (
      <div className={classes.loading} role="status">
        <Loader size="sm" aria-hidden />
        Checking your access…
      </div>
    );
  }

  return (
    <div className={classes.dashboard}>
      <header className={classes.dashHeader}>
        <div>
          <h1 className={classes.dashTitle}>Admin Dashboard</h1>
          <p className={classes.muted}>
            Signed in as <strong className={classes.email}>{state.session.email}</strong>
          </p>
        </div>
        <Button
          variant="outline"
          size="md"
          loading={leaving}
          onClick={() => {
            setLeaving(true);
            void logout().finally(() => setLeaving(false));
          }}
        >
          Logout
        </Button>
      </header>
      <Tabs value={tab} onChange={setTab} keepMounted={false} classNames={{ tab: classes.tab }}>
        <Tabs.List className={classes.tabList} grow>
          <Tabs.Tab value="qna">Q&amp;A Management</Tabs.Tab>
          <Tabs.Tab value="chats">Chat History</Tabs.Tab>
          <Tabs.Tab value="leads">Quote Requests</Tabs.Tab>
        </Tabs.List>
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
