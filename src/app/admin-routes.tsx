import { createRoute, useParams, type AnyRoute } from '@tanstack/react-router';
import { lazy } from 'react';
import { chatsSearch, leadsSearch, scheduleSearch } from '../features/admin/admin-paths.ts';

// The staff app loads with its first screen; no marketing page downloads any of it.
const load = <K extends keyof typeof import('../pages/admin-page.tsx')>(name: K) =>
  lazy(() => import('../pages/admin-page.tsx').then((m) => ({ default: m[name] })));
const OverviewScreen = load('AdminOverviewPage');
const LeadsScreen = load('AdminLeadsPage');
const ChatsScreen = load('AdminChatsPage');
const QnaScreen = load('AdminQnaPage');
const ScheduleScreen = load('AdminSchedulePage');

/** The child segment's id (lead or conversation), read by the list that shows it beside itself. */
function useChildId(name: 'leadId' | 'conversationId'): string | undefined {
  const params: Record<string, unknown> = useParams({ strict: false });
  const id = params[name];
  return typeof id === 'string' ? id : undefined;
}

/**
 * /admin's screens, under the admin page (the staff app's shell). A list and its open item are one
 * screen: /admin/leads/$leadId keeps the list mounted beside the lead (on a wide screen) and in memory
 * (on a phone), so going back finds it where it was.
 */
export function adminRoutes(admin: AnyRoute) {
  const overview = createRoute({
    getParentRoute: () => admin,
    path: '/',
    component: () => <OverviewScreen />,
  });
  const leads = createRoute({
    getParentRoute: () => admin,
    path: 'leads',
    validateSearch: leadsSearch,
    component: function Leads() {
      return <LeadsScreen search={leads.useSearch()} leadId={useChildId('leadId')} />;
    },
  });
  const chats = createRoute({
    getParentRoute: () => admin,
    path: 'chats',
    validateSearch: chatsSearch,
    component: function Chats() {
      return <ChatsScreen search={chats.useSearch()} conversationId={useChildId('conversationId')} />;
    },
  });
  const qna = createRoute({ getParentRoute: () => admin, path: 'qna', component: () => <QnaScreen /> });
  const schedule = createRoute({
    getParentRoute: () => admin,
    path: 'schedule',
    validateSearch: scheduleSearch,
    component: function Schedule() {
      return <ScheduleScreen search={schedule.useSearch()} />;
    },
  });
  const none = () => null;
  return [
    overview,
    leads.addChildren([
      createRoute({ getParentRoute: () => leads, path: '/', component: none }),
      createRoute({ getParentRoute: () => leads, path: '$leadId', component: none }),
    ]),
    chats.addChildren([
      createRoute({ getParentRoute: () => chats, path: '/', component: none }),
      createRoute({ getParentRoute: () => chats, path: '$conversationId', component: none }),
    ]),
    qna,
    schedule,
  ];
}
