import '@mantine/core/styles/AppShell.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Loader.css';
import { AppShell, Button, Loader } from '@mantine/core';
import { Link, useRouterState } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { business } from '../../content/business.ts';
import { adminPaths } from './admin-paths.ts';
import { navIcons } from './admin-icons.tsx';
import classes from './admin-app.module.css';
import ui from './admin.module.css';
import { DeviceAlerts } from './device-alerts.tsx';
import { useAdminSession } from './use-admin-session.ts';
import { showOnAppIcon, useWhatsNew } from './use-whats-new.ts';

type Area = keyof typeof navIcons;
const areas: { area: Area; to: string; label: string }[] = [
  { area: 'overview', to: adminPaths.overview, label: 'Overview' },
  { area: 'leads', to: adminPaths.leads, label: 'Leads' },
  { area: 'schedule', to: adminPaths.schedule, label: 'Schedule' },
  { area: 'chats', to: adminPaths.chats, label: 'Chats' },
  { area: 'qna', to: adminPaths.qna, label: 'Q&A' },
];

/** Which part of the staff app the address is in. */
function areaOf(pathname: string): Area {
  const found = areas.find((a) => a.area !== 'overview' && pathname.startsWith(a.to));
  return found?.area ?? 'overview';
}

function NavLinks({ fresh }: { fresh: Partial<Record<Area, number>> }) {
  return areas.map((a) => {
    const count = fresh[a.area] ?? 0;
    return (
      <Link
        key={a.area}
        to={a.to}
        className={classes.navLink}
        // The router marks the link of the open area (aria-current="page"); the overview only on itself.
        activeOptions={{ exact: a.area === 'overview', includeSearch: false }}
      >
        <span className={classes.navIcon}>{navIcons[a.area]}</span>
        <span className={classes.navLabel}>{a.label}</span>
        {count > 0 && (
          <span className={classes.badge}>
            {' '}
            {count > 99 ? '99+' : count}
            <span className="visually-hidden"> new</span>
          </span>
        )}
      </Link>
    );
  });
}

/**
 * The staff app: its own shell (no marketing header, footer or chat button), with the business's
 * name, who is signed in, and the navigation, a rail beside the screen from a tablet up and a bar
 * along the bottom on a phone. Counts of what arrived since staff last looked sit on Leads and Chats.
 */
export function AdminApp({ children }: { children: ReactNode }) {
  const { state, logout } = useAdminSession();
  const [leaving, setLeaving] = useState(false);
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const area = areaOf(pathname);
  const fresh = useWhatsNew(state.status === 'admin' ? area : null);

  return (
    <AppShell
      className={classes.shell}
      header={{ height: 60 }}
      navbar={{ width: 96, breakpoint: 'sm', collapsed: { mobile: true } }}
      footer={{ height: { base: 68, sm: 0 } }}
      padding={0}
    >
      <AppShell.Header className={classes.header}>
        <Link to={adminPaths.overview} className={classes.brand}>
          {business.name}
          <span className={classes.staff}>Staff</span>
        </Link>
        {state.status === 'admin' && (
          <div className={classes.account}>
            <span className={classes.email} title={state.session.email}>
              {state.session.email}
            </span>
            <DeviceAlerts />
            <Button
              variant="outline"
              size="sm"
              loading={leaving}
              onClick={() => {
                setLeaving(true);
                showOnAppIcon(0);
                void logout().finally(() => setLeaving(false));
              }}
            >
              Sign out
            </Button>
          </div>
        )}
      </AppShell.Header>
      {state.status === 'admin' && (
        <>
          <AppShell.Navbar className={classes.rail} aria-label="Staff">
            <NavLinks fresh={fresh} />
          </AppShell.Navbar>
          <AppShell.Footer component="nav" className={classes.bottomBar} aria-label="Staff">
            <NavLinks fresh={fresh} />
          </AppShell.Footer>
        </>
      )}
      <AppShell.Main id="main" tabIndex={-1} className={classes.main}>
        {state.status === 'loading' ? (
          <div className={ui.loading} role="status">
            <Loader size="sm" aria-hidden />
            Checking your access…
          </div>
        ) : (
          children
        )}
      </AppShell.Main>
    </AppShell>
  );
}
