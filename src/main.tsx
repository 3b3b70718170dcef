import { RouterClient } from '@tanstack/react-router/ssr/client';
import { hydrateRoot } from 'react-dom/client';
import { createAppRouter } from './app/router.tsx';

hydrateRoot(document, <RouterClient router={createAppRouter()} />);
