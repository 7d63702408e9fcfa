import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { Layout, RouteError } from './Layout';
import './styles.css';

const queries = new QueryClient({
  defaultOptions: { queries: { retry: false, staleTime: 10_000, refetchOnWindowFocus: false } },
});

/** A view's module, loaded when its route is first visited: one chunk per view. */
const view = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({
  Component: (await load()).default,
});

const router = createBrowserRouter([
  {
    path: '/',
    Component: Layout,
    ErrorBoundary: RouteError,
    children: [
      { index: true, lazy: view(() => import('./routes/Home')) },
      { path: 'explorer', lazy: view(() => import('./routes/Explorer')) },
      { path: 'explorer/:name', lazy: view(() => import('./routes/Explorer')) },
      { path: 'sources', lazy: view(() => import('./routes/Sources')) },
      { path: 'pipelines', lazy: view(() => import('./routes/Pipelines')) },
      { path: 'pipelines/:pipelineId', lazy: view(() => import('./routes/Pipeline')) },
      { path: 'keys', lazy: view(() => import('./routes/Keys')) },
      { path: 'snapshots', lazy: view(() => import('./routes/Snapshots')) },
      { path: 'usage', lazy: view(() => import('./routes/Usage')) },
      { path: 'activity', lazy: view(() => import('./routes/Activity')) },
      { path: '*', lazy: view(() => import('./routes/NotFound')) },
    ],
  },
]);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queries}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
