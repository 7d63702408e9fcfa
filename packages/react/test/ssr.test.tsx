// @vitest-environment jsdom
// Server rendering then hydration: the markup of `renderToString` is what the client renders, so that
// `hydrateRoot` adopts it with no mismatch (React reports one as a recoverable error or a console.error).
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { forwardRef, type ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Link, MemoryRouter, StaticRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { type BreadcrumbItem, type BreadcrumbLinkProps, Breadcrumbs, ImageBanner } from '../src';
import { captureWarnings } from './warnings';

const path = (count: number): BreadcrumbItem[] =>
  Array.from({ length: count }, (_, index) => ({ label: `Step ${index + 1}`, href: `/step/${index + 1}` }));

const RouterLink = forwardRef<HTMLAnchorElement, BreadcrumbLinkProps>(function RouterLink(
  { href, ...props },
  ref,
) {
  return <Link ref={ref} to={href} {...props} />;
});

const banner = { imageUrl: '/banners/spring.png', imageAlt: 'Spring sale: 20% off every plan' };

captureWarnings();

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

/**
 * Renders `server` to HTML as a server would, puts it in the page and hydrates it with `client` (the
 * same element unless a router differs on each side); returns the container and the HTML.
 */
async function serverRenderThenHydrate(server: ReactElement, client: ReactElement = server) {
  const html = renderToString(server);
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const parsed = container.innerHTML;
  const recoverable: unknown[] = [];
  await act(async () => {
    root = hydrateRoot(container, client, { onRecoverableError: (error) => recoverable.push(error) });
  });
  expect(recoverable).toEqual([]);
  expect(container.innerHTML).toBe(parsed); // hydration kept the server's markup as it was
  return { container, html };
}

describe('server rendering and hydration', () => {
  it.each<[string, () => ReactElement]>([
    ['breadcrumbs, 3 items', () => <Breadcrumbs items={path(3)} />],
    ['breadcrumbs, collapsed', () => <Breadcrumbs items={path(30)} />],
    ['breadcrumbs, expanded', () => <Breadcrumbs items={path(30)} defaultExpanded />],
    ['breadcrumbs, empty', () => <Breadcrumbs items={[]} />],
    [
      'banner, linked, new tab',
      () => <ImageBanner {...banner} link="/sale" target="_blank" width={300} height={75} />,
    ],
    [
      'banner, priority, srcSet',
      () => <ImageBanner {...banner} priority srcSet="/a.png 1x, /b.png 2x" decoding="async" />,
    ],
    ['banner, unsafe link', () => <ImageBanner {...banner} link="javascript:alert(1)" />],
  ])('hydrates %s with no mismatch', async (_name, view) => {
    const { html } = await serverRenderThenHydrate(view());
    if (_name !== 'breadcrumbs, empty') expect(html).not.toBe('');
  });

  it('hydrates a bar of router links: StaticRouter on the server, MemoryRouter on the client', async () => {
    const bar = <Breadcrumbs items={path(9)} linkComponent={RouterLink} style={{ margin: 0 }} data-x="1" />;
    const { container } = await serverRenderThenHydrate(
      <StaticRouter location="/step/9">{bar}</StaticRouter>,
      <MemoryRouter initialEntries={['/step/9']}>{bar}</MemoryRouter>,
    );
    expect(container.querySelector('nav')?.getAttribute('data-x')).toBe('1');
    expect(screen.getByRole('link', { name: 'Step 9' }).getAttribute('href')).toBe('/step/9');
  });

  it('has working handlers after hydration: expanding moves focus as on a client render', async () => {
    const user = userEvent.setup();
    await serverRenderThenHydrate(<Breadcrumbs items={path(9)} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'Show path' }));
    expect(screen.getAllByRole('listitem')).toHaveLength(9);
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Step 2' }));
  });

  it('shows the fallback of an image that failed before hydration', async () => {
    // The server's <img> failed to load before React listened: its error event is gone.
    const element = <ImageBanner {...banner} link="/sale" width={300} height={75} />;
    const container = document.createElement('div');
    container.innerHTML = renderToString(element);
    document.body.append(container);
    const image = container.querySelector('img') as HTMLImageElement;
    Object.defineProperty(image, 'complete', { value: true });
    Object.defineProperty(image, 'naturalWidth', { value: 0 });
    await act(async () => {
      root = hydrateRoot(container, element);
    });
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('link', { name: banner.imageAlt }).textContent).toBe(banner.imageAlt);
  });
});
