import { type BreadcrumbItem, type BreadcrumbLinkProps, Breadcrumbs } from '@platform-admin/react';
import { forwardRef, useEffect, useRef } from 'react';
import { Link, MemoryRouter, useLocation, useNavigate } from 'react-router';

/** The router's `Link` as the breadcrumb bar's link component: the bar gives `href`, the router wants `to`. */
const RouterLink = forwardRef<HTMLAnchorElement, BreadcrumbLinkProps>(function RouterLink(
  { href, ...props },
  ref,
) {
  return <Link ref={ref} to={href} {...props} />;
});

const DEEP = '/organizations/acme/sources/web/docs.acme.com/guides/administration/security/saml/okta';

/** The crumbs of a location: one per segment, each leading to its prefix. */
function crumbsOf(pathname: string): BreadcrumbItem[] {
  const segments = pathname.split('/').filter(Boolean);
  return [
    { label: 'Home', href: '/' },
    ...segments.map((segment, index) => ({
      label: decodeURIComponent(segment),
      href: `/${segments.slice(0, index + 1).join('/')}`,
    })),
  ];
}

function RoutedPath() {
  const location = useLocation();
  const navigate = useNavigate();
  const bar = useRef<HTMLElement>(null);
  /** The location a deep link is going to, until the bar shows it. */
  const goingTo = useRef<string | null>(null);

  // After the deep link below, focus goes to the new current page, found through the bar's ref.
  useEffect(() => {
    if (goingTo.current !== location.pathname) return;
    goingTo.current = null;
    bar.current?.querySelector<HTMLElement>('[aria-current="page"]')?.focus();
  }, [location.pathname]);

  return (
    <>
      <Breadcrumbs
        ref={bar}
        aria-label="Breadcrumb, with a router"
        items={crumbsOf(location.pathname)}
        linkComponent={RouterLink}
      />
      <p>
        Router location: <output id="router-location">{location.pathname}</output>
      </p>
      <button
        type="button"
        onClick={() => {
          goingTo.current = DEEP;
          navigate(DEEP);
        }}
      >
        Open a deep page
      </button>
    </>
  );
}

/**
 * The bar inside an app with a router (React Router, in memory so that the page's own URL stays):
 * every crumb is the router's `Link`, so following one navigates without loading a page.
 */
export function RouterExample() {
  return (
    <div id="breadcrumb-router" className="example">
      <h3>With a router: every crumb is the router’s Link</h3>
      <MemoryRouter initialEntries={['/organizations/acme/sources']}>
        <RoutedPath />
      </MemoryRouter>
    </div>
  );
}
