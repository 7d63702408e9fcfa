import { type BreadcrumbItem, type BreadcrumbLinkProps, Breadcrumbs } from '@platform-admin/react';
import { useQuery } from '@tanstack/react-query';
import { forwardRef, useEffect, useRef } from 'react';
import { Link, NavLink, Outlet, useLocation, useNavigation, useRouteError } from 'react-router';
import { ErrorNote } from './components';
import { loadSettings } from './settings';

/** The router's Link as the breadcrumb bar's link: the bar gives `href`, the router takes `to`. */
const RouterLink = forwardRef<HTMLAnchorElement, BreadcrumbLinkProps>(function RouterLink(
  { href, ...props },
  ref,
) {
  return <Link ref={ref} to={href} {...props} />;
});

export const VIEWS = [
  { path: '/explorer', label: 'Explorer' },
  { path: '/sources', label: 'Sources' },
  { path: '/pipelines', label: 'Query pipelines' },
  { path: '/keys', label: 'API keys and groups' },
  { path: '/snapshots', label: 'Snapshots' },
  { path: '/usage', label: 'Usage analytics' },
  { path: '/activity', label: 'Activity log' },
] as const;

/** The breadcrumb trail of a location: Home, the view, then what is open in it. */
function crumbsOf(pathname: string): BreadcrumbItem[] {
  const items: BreadcrumbItem[] = [{ label: 'Home', href: '/' }];
  const [, first, second] = pathname.split('/');
  const view = VIEWS.find((entry) => entry.path === `/${first}`);
  if (view) items.push({ label: view.label, href: view.path });
  if (second) items.push({ label: decodeURIComponent(second), href: pathname });
  items[items.length - 1] = { label: items[items.length - 1].label };
  return items;
}

export function Layout() {
  const location = useLocation();
  const navigation = useNavigation();
  const settings = useQuery({
    queryKey: ['settings'],
    queryFn: loadSettings,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const main = useRef<HTMLElement>(null);
  const first = useRef(true);
  // After a navigation, the new view's heading takes the focus (keyboard and screen-reader users land on it).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every change of location.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const heading = main.current?.querySelector<HTMLElement>('h1');
    heading?.focus();
  }, [location.pathname]);
  return (
    <>
      <a className="skip" href="#main">
        Skip to content
      </a>
      <header className="top">
        <Link to="/" className="brand">
          platform-admin console
        </Link>
        <span className="connection">
          {settings.data &&
            (settings.data.mode === 'emulator'
              ? `Emulator · organization ${settings.data.organizationId}`
              : `Organization ${settings.data.organizationId} · ${settings.data.platformHost}`)}
        </span>
        <nav aria-label="Views">
          <ul>
            {VIEWS.map((view) => (
              <li key={view.path}>
                <NavLink to={view.path}>{view.label}</NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <Breadcrumbs items={crumbsOf(location.pathname)} linkComponent={RouterLink} className="crumbs" />
      <main id="main" ref={main} aria-busy={navigation.state === 'loading'}>
        {settings.error ? (
          <ErrorNote error={settings.error} action="Reading the console's settings" />
        ) : (
          <Outlet />
        )}
      </main>
    </>
  );
}

/** A view that failed to load or threw: what went wrong, with a way back. */
export function RouteError() {
  const error = useRouteError();
  return (
    <main id="main">
      <h1>Something went wrong</h1>
      <ErrorNote error={error} action="Showing this page" />
      <p>
        <Link to="/">Back to the home page</Link>
      </p>
    </main>
  );
}
