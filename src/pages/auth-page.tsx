import { Link } from '@tanstack/react-router';
import { ClientOnlyPage } from '../components/client-only-page.tsx';
// Only this lazily loaded page imports the staff code, so no marketing page downloads it.
import classes from '../features/admin/auth.module.css';
import { AuthForm } from '../features/admin/auth-form.tsx';

export function AuthPage() {
  return (
    <ClientOnlyPage>
      <section className={`container ${classes.authWrap}`}>
        <AuthForm />
        <Link to="/" className="btn btn-outline">
          Back to Home
        </Link>
      </section>
    </ClientOnlyPage>
  );
}
