import { usePage } from '../app/use-page.ts';
import { ClientOnlyPage } from '../components/client-only-page.tsx';

export function AuthPage() {
  const page = usePage();
  return (
    <ClientOnlyPage>
      <section className="container section">
        <h1>{page?.heading}</h1>
        <p>{page?.intro}</p>
      </section>
    </ClientOnlyPage>
  );
}
