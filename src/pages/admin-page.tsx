import { ClientOnlyPage } from '../components/client-only-page.tsx';
// Only this lazily loaded page imports the dashboard, so no marketing page downloads it.
import { AdminDashboard } from '../features/admin/admin-dashboard.tsx';

export function AdminPage() {
  return (
    <ClientOnlyPage>
      <div className="container">
        <AdminDashboard />
      </div>
    </ClientOnlyPage>
  );
}
