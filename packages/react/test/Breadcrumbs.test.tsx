// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, forwardRef, StrictMode } from 'react';
import { Link, MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { BREADCRUMB_DEFAULTS, type BreadcrumbItem, type BreadcrumbLinkProps, Breadcrumbs } from '../src';
import { axeViolations } from './axe';
import { captureWarnings } from './warnings';

/** `count` linked items named "Step 1" … "Step n". */
const path = (count: number): BreadcrumbItem[] =>
  Array.from({ length: count }, (_, index) => ({ label: `Step ${index + 1}`, href: `/step/${index + 1}` }));

const nav = () => screen.getByRole('navigation', { name: 'Breadcrumb' });
const listItems = () => within(nav()).getAllByRole('listitem');
/** What each list item reads as, separators excluded. */
const readItems = () =>
  listItems().map((item) =>
    [...item.childNodes]
      .filter((node) => !(node instanceof HTMLElement && node.getAttribute('aria-hidden') === 'true'))
      .map((node) => node.textContent)
      .join(''),
  );

const warn = captureWarnings();

describe('Breadcrumbs: structure (WAI-ARIA breadcrumb pattern)', () => {
  it('is a nav landmark named "Breadcrumb" holding an ordered list of the items, in order', () => {
    render(<Breadcrumbs items={path(3)} />);
    const landmark = nav();
    expect(landmark.tagName).toBe('NAV');
    const list = within(landmark).getByRole('list');
    expect(list.tagName).toBe('OL');
    expect(readItems()).toEqual(['Step 1', 'Step 2', 'Step 3']);
    expect(
      within(landmark)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/step/1', '/step/2', '/step/3']);
  });

  it('separates items with "/" hidden from assistive technology, none after the last item', () => {
    const { container } = render(<Breadcrumbs items={path(3)} />);
    const separators = container.querySelectorAll('.pa-breadcrumbs__separator');
    expect(separators).toHaveLength(2);
    for (const separator of separators) {
      expect(separator.textContent).toBe('/');
      expect(separator.getAttribute('aria-hidden')).toBe('true');
    }
    expect(listItems()[2].querySelector('.pa-breadcrumbs__separator')).toBeNull();
    // The accessible names of the links do not include the separator.
    expect(screen.getByRole('link', { name: 'Step 1' })).toBeTruthy();
  });

  it('marks only the last item with aria-current="page", whether a link, a button or text', () => {
    const { rerender } = render(<Breadcrumbs items={path(3)} />);
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('aria-current'))).toEqual([null, null, 'page']);

    rerender(
      <Breadcrumbs
        items={[
          { label: 'Home', href: '/' },
          { label: 'Here', onClick: () => {} },
        ]}
      />,
    );
    expect(screen.getByRole('button', { name: 'Here' }).getAttribute('aria-current')).toBe('page');

    rerender(<Breadcrumbs items={[{ label: 'Home', href: '/' }, { label: 'Plain' }]} />);
    expect(screen.getByText('Plain').getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBeNull();
  });

  it('renders a link for href, a button for a click handler, text otherwise', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    const onLinkClick = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    render(
      <Breadcrumbs
        items={[
          { label: 'Home', href: '/' },
          { label: 'Organization', onClick },
          { label: 'Sources', href: '/sources', onClick: onLinkClick },
          { label: 'My source' },
        ]}
      />,
    );
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    const button = screen.getByRole('button', { name: 'Organization' });
    expect(button.getAttribute('type')).toBe('button');
    await user.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('link', { name: 'Sources' }));
    expect(onLinkClick).toHaveBeenCalledTimes(1);
    const text = screen.getByText('My source');
    expect(text.tagName).toBe('SPAN');
    expect(text.getAttribute('tabindex')).toBe('-1'); // focusable by script only, not in the tab order
  });

  it('renders a single item without any separator', () => {
    const { container } = render(<Breadcrumbs items={[{ label: 'Only' }]} />);
    expect(readItems()).toEqual(['Only']);
    expect(container.querySelector('.pa-breadcrumbs__separator')).toBeNull();
  });

  it('accepts another accessible name, by aria-label or aria-labelledby', () => {
    const { rerender } = render(<Breadcrumbs aria-label="Source path" items={path(2)} />);
    expect(screen.getByRole('navigation', { name: 'Source path' })).toBeTruthy();
    rerender(
      <>
        <h2 id="path-title">Where you are</h2>
        <Breadcrumbs aria-labelledby="path-title" items={path(2)} />
      </>,
    );
    const landmark = screen.getByRole('navigation', { name: 'Where you are' });
    expect(landmark.hasAttribute('aria-label')).toBe(false);
  });
});

describe('Breadcrumbs: collapsing', () => {
  it('has the spec defaults: more than 8 items, 1 before, 1 after, "/", "Show path"', () => {
    expect(BREADCRUMB_DEFAULTS).toMatchObject({
      maxItems: 8,
      itemsBeforeCollapse: 1,
      itemsAfterCollapse: 1,
      separator: '/',
      expandLabel: 'Show path',
    });
  });

  it.each([1, 3, 7, 8])('never collapses %i items', (count) => {
    render(<Breadcrumbs items={path(count)} />);
    expect(readItems()).toEqual(path(count).map((item) => item.label));
    expect(screen.queryByRole('button')).toBeNull();
  });

  it.each([9, 30])('collapses %i items to the first, a "Show path" ellipsis button and the last', (count) => {
    render(<Breadcrumbs items={path(count)} />);
    const button = screen.getByRole('button', { name: 'Show path' });
    expect(button.getAttribute('type')).toBe('button');
    expect(button.textContent).toContain('…');
    expect(within(button).getByText('…').getAttribute('aria-hidden')).toBe('true');
    expect(listItems()).toHaveLength(3);
    expect(readItems()).toEqual(['Step 1', '…Show path', `Step ${count}`]);
    expect(screen.queryByText('Step 2')).toBeNull();
    expect(screen.getByRole('link', { name: `Step ${count}` }).getAttribute('aria-current')).toBe('page');
    // Separators: after the first item and after the button.
    expect(nav().querySelectorAll('[aria-hidden="true"].pa-breadcrumbs__separator')).toHaveLength(2);
  });

  it('takes the limits, the separator and the button label as props', () => {
    render(
      <Breadcrumbs
        items={path(10)}
        maxItems={5}
        itemsBeforeCollapse={2}
        itemsAfterCollapse={2}
        separator="›"
        expandLabel="Show all steps"
      />,
    );
    expect(readItems()).toEqual(['Step 1', 'Step 2', '…Show all steps', 'Step 9', 'Step 10']);
    const separators = [...nav().querySelectorAll('.pa-breadcrumbs__separator')].map(
      (node) => node.textContent,
    );
    expect(separators).toEqual(['›', '›', '›', '›']);
    expect(warn).not.toHaveBeenCalled();
  });

  it('collapses with 0 items kept before the button', () => {
    render(<Breadcrumbs items={path(9)} itemsBeforeCollapse={0} />);
    expect(readItems()).toEqual(['…Show path', 'Step 9']);
  });

  it('warns in development, without crashing, when 1 before + 1 after exceeds the maximum, and shows every item', () => {
    render(<Breadcrumbs items={path(4)} maxItems={1} />);
    expect(readItems()).toEqual(['Step 1', 'Step 2', 'Step 3', 'Step 4']);
    expect(screen.queryByRole('button')).toBeNull();
    expect(warn).toHaveBeenCalled();
    const message = String(warn.mock.calls[0][0]);
    expect(message).toContain('[@platform-admin/react] Breadcrumbs');
    expect(message).toContain('itemsBeforeCollapse (1) + itemsAfterCollapse (1) is more than maxItems (1)');
  });

  it('warns about limits that are not counts and uses the defaults instead', () => {
    render(
      <Breadcrumbs items={path(9)} maxItems={-3} itemsBeforeCollapse={1.5} itemsAfterCollapse={Number.NaN} />,
    );
    expect(readItems()).toEqual(['Step 1', '…Show path', 'Step 9']);
    const messages = warn.mock.calls.map((call) => String(call[0])).join('\n');
    expect(messages).toContain('maxItems must be an integer of at least 1; got -3, so 8 is used.');
    expect(messages).toContain('itemsBeforeCollapse must be an integer of at least 0; got 1.5');
    expect(messages).toContain('itemsAfterCollapse must be an integer of at least 1; got NaN');
  });

  it('does not warn with the defaults', () => {
    render(<Breadcrumbs items={path(30)} />);
    expect(warn).not.toHaveBeenCalled();
  });

  it('shows every item from the start with defaultExpanded', () => {
    render(<Breadcrumbs items={path(9)} defaultExpanded />);
    expect(listItems()).toHaveLength(9);
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('Breadcrumbs: expanding', () => {
  it('shows every item on click and moves focus to the first item that was hidden', async () => {
    const user = userEvent.setup();
    const onExpand = vi.fn();
    render(<Breadcrumbs items={path(30)} onExpand={onExpand} />);
    await user.click(screen.getByRole('button', { name: 'Show path' }));
    expect(readItems()).toEqual(path(30).map((item) => item.label));
    expect(screen.queryByRole('button', { name: 'Show path' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Step 2' }));
    expect(onExpand).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['Enter', '{Enter}'],
    ['Space', ' '],
  ])('expands with %s from the keyboard, focus on the first revealed item', async (_name, key) => {
    const user = userEvent.setup();
    render(<Breadcrumbs items={path(9)} />);
    await user.tab(); // Step 1
    await user.tab(); // the button
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Show path' }));
    await user.keyboard(key);
    expect(listItems()).toHaveLength(9);
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Step 2' }));
    expect(document.activeElement).not.toBe(document.body);
    // Tabbing on goes through the revealed items in order.
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Step 3' }));
  });

  it('focuses the first revealed item when it is plain text or a button', async () => {
    const user = userEvent.setup();
    const items: BreadcrumbItem[] = path(9);
    items[1] = { label: 'Plain step' };
    const { unmount } = render(<Breadcrumbs items={items} />);
    await user.click(screen.getByRole('button', { name: 'Show path' }));
    expect(document.activeElement).toBe(screen.getByText('Plain step'));
    unmount();

    items[1] = { label: 'Button step', onClick: () => {} };
    render(<Breadcrumbs items={items} />);
    await user.click(screen.getByRole('button', { name: 'Show path' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Button step' }));
  });

  it('focuses the first revealed item after the kept ones with custom limits, in StrictMode', async () => {
    const user = userEvent.setup();
    render(
      <StrictMode>
        <Breadcrumbs items={path(12)} maxItems={6} itemsBeforeCollapse={3} itemsAfterCollapse={2} />
      </StrictMode>,
    );
    expect(readItems()).toEqual(['Step 1', 'Step 2', 'Step 3', '…Show path', 'Step 11', 'Step 12']);
    await user.click(screen.getByRole('button', { name: 'Show path' }));
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Step 4' }));
  });
});

describe('Breadcrumbs: links', () => {
  it('renders items whose link is not http:, https: or relative as text, with a warning', () => {
    render(
      <Breadcrumbs
        items={[
          { label: 'Home', href: '/' },
          { label: 'Bad', href: 'javascript:alert(1)' },
          { label: 'Last', href: 'https://example.com/last' },
        ]}
      />,
    );
    expect(screen.queryByRole('link', { name: 'Bad' })).toBeNull();
    expect(screen.getByText('Bad').tagName).toBe('SPAN');
    expect(screen.getAllByRole('link')).toHaveLength(2);
    expect(String(warn.mock.calls[0]?.[0])).toContain('javascript:alert(1)');
  });
});

describe('Breadcrumbs: axe-core', () => {
  it.each([
    ['3 items', () => <Breadcrumbs items={path(3)} />],
    ['8 items', () => <Breadcrumbs items={path(8)} />],
    ['9 items, collapsed', () => <Breadcrumbs items={path(9)} />],
    ['30 items, collapsed', () => <Breadcrumbs items={path(30)} />],
    ['30 items, expanded', () => <Breadcrumbs items={path(30)} defaultExpanded />],
    [
      'mixed links, buttons and text',
      () => (
        <Breadcrumbs
          items={[
            { label: 'Home', href: '/' },
            { label: 'Organization', onClick: () => {} },
            { label: 'Here' },
          ]}
        />
      ),
    ],
  ])('finds no violation: %s', async (_name, view) => {
    const { container } = render(view());
    expect(await axeViolations(container)).toEqual([]);
  });

  it('finds no violation after expanding from the keyboard', async () => {
    const user = userEvent.setup();
    const { container } = render(<Breadcrumbs items={path(30)} />);
    await user.tab();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(await axeViolations(container)).toEqual([]);
  });
});

/** A router's link as an app adapts it: the router's `Link` takes `to`, the bar gives `href`. */
const RouterLink = forwardRef<HTMLAnchorElement, BreadcrumbLinkProps>(function RouterLink(
  { href, ...props },
  ref,
) {
  return <Link ref={ref} to={href} {...props} />;
});

/** The router's current location, shown for the tests to read. */
function Location() {
  return <output aria-label="Location">{useLocation().pathname}</output>;
}

describe('Breadcrumbs: in an app with a router', () => {
  it('renders items through linkComponent (a router Link): client-side navigation, current page, focus', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/step/9']}>
        <Breadcrumbs items={path(9)} linkComponent={RouterLink} />
        <Location />
      </MemoryRouter>,
    );
    const location = () => screen.getByRole('status', { name: 'Location' }).textContent;
    const last = screen.getByRole('link', { name: 'Step 9' });
    expect(last.getAttribute('href')).toBe('/step/9');
    expect(last.getAttribute('aria-current')).toBe('page');
    expect(last.className).toBe('pa-breadcrumbs__link');

    // Expanding moves focus onto a router link: the ref reached its element.
    await user.click(screen.getByRole('button', { name: 'Show path' }));
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Step 2' }));

    // Activating a crumb navigates inside the app (the router handles the click).
    await user.keyboard('{Enter}');
    expect(location()).toBe('/step/2');
    await user.click(screen.getByRole('link', { name: 'Step 1' }));
    expect(location()).toBe('/step/1');
  });

  it('passes an item’s linkProps to the link component', () => {
    const Spy = forwardRef<HTMLAnchorElement, BreadcrumbLinkProps & { 'data-state'?: string }>(
      function Spy(props, ref) {
        return <a ref={ref} {...props} />;
      },
    );
    render(
      <Breadcrumbs
        linkComponent={Spy}
        items={[
          { label: 'Home', href: '/', linkProps: { 'data-state': 'from-home' } },
          { label: 'Here', href: '/here' },
        ]}
      />,
    );
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('data-state')).toBe('from-home');
  });

  it('still refuses javascript: links with a link component', () => {
    render(
      <MemoryRouter>
        <Breadcrumbs
          linkComponent={RouterLink}
          items={[
            { label: 'Bad', href: 'javascript:alert(1)' },
            { label: 'Here', href: '/here' },
          ]}
        />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('link', { name: 'Bad' })).toBeNull();
    expect(screen.getByText('Bad').tagName).toBe('SPAN');
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('renders items through renderItem, defaulting where it returns undefined', async () => {
    const user = userEvent.setup();
    const seen: Array<{ index: number; current: boolean; href: string | undefined }> = [];
    const items: BreadcrumbItem[] = [...path(9), { label: 'Settings' }];
    items[3] = { label: 'Unsafe', href: 'javascript:void 0' };
    render(
      <MemoryRouter>
        <Breadcrumbs
          items={items}
          renderItem={(item, { index, current, href, props }) => {
            seen.push({ index, current, href });
            return href ? (
              <Link {...props} to={href}>
                {item.label}
              </Link>
            ) : undefined;
          }}
        />
        <Location />
      </MemoryRouter>,
    );
    // Collapsed: only the kept items are rendered.
    expect(seen).toEqual([
      { index: 0, current: false, href: '/step/1' },
      { index: 9, current: true, href: undefined },
    ]);
    expect(screen.getByText('Settings').getAttribute('aria-current')).toBe('page'); // the default text
    await user.click(screen.getByRole('button', { name: 'Show path' }));
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Step 2' }));
    expect(seen.find((state) => state.index === 3)).toEqual({ index: 3, current: false, href: undefined });
    await user.click(screen.getByRole('link', { name: 'Step 3' }));
    expect(screen.getByRole('status', { name: 'Location' }).textContent).toBe('/step/3');
  });
});

describe('Breadcrumbs: ref and native props', () => {
  it('gives the nav element to a ref (object or callback)', () => {
    const ref = createRef<HTMLElement>();
    const { rerender } = render(<Breadcrumbs ref={ref} items={path(3)} />);
    expect(ref.current).toBe(nav());
    let element: HTMLElement | null = null;
    rerender(
      <Breadcrumbs
        ref={(node) => {
          element = node;
        }}
        items={path(3)}
      />,
    );
    expect(element).toBe(nav());
  });

  it('passes style, data-*, aria-* and other native props to the nav', () => {
    const onKeyDown = vi.fn();
    render(
      <Breadcrumbs
        items={path(3)}
        id="where"
        className="app-path"
        style={{ marginBlock: '3px' }}
        data-testid="path"
        aria-describedby="hint"
        title="Where you are"
        lang="en"
        onKeyDown={onKeyDown}
      />,
    );
    const landmark = screen.getByTestId('path');
    expect(landmark).toBe(nav());
    expect(landmark.id).toBe('where');
    expect(landmark.className).toBe('pa-breadcrumbs app-path');
    expect(landmark.style.marginBlock).toBe('3px');
    expect(landmark.getAttribute('aria-describedby')).toBe('hint');
    expect(landmark.getAttribute('title')).toBe('Where you are');
    expect(landmark.getAttribute('lang')).toBe('en');
    // The component's own props do not leak onto the element.
    for (const name of ['items', 'maxitems', 'separator', 'expandlabel', 'linkcomponent']) {
      expect(landmark.hasAttribute(name)).toBe(false);
    }
    landmark.querySelector('a')?.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
    expect(onKeyDown).toHaveBeenCalledTimes(1);
  });
});

describe('Breadcrumbs: when items change', () => {
  it('collapses again when the path changes, but not on a new array of the same path', async () => {
    const user = userEvent.setup();
    const other = (count: number): BreadcrumbItem[] =>
      path(count).map((item, index) => ({ ...item, href: `/other/${index + 1}` }));
    const { rerender } = render(<Breadcrumbs items={path(9)} />);
    await user.click(screen.getByRole('button', { name: 'Show path' }));
    expect(listItems()).toHaveLength(9);

    rerender(<Breadcrumbs items={path(9)} />); // same path, new objects
    expect(listItems()).toHaveLength(9);

    rerender(<Breadcrumbs items={other(9)} />);
    expect(listItems()).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Show path' })).toBeTruthy();

    // Items told apart by key, with labels that are elements.
    const keyed = (prefix: string): BreadcrumbItem[] =>
      Array.from({ length: 9 }, (_, index) => ({ key: `${prefix}${index}`, label: <b>{index}</b> }));
    rerender(<Breadcrumbs items={keyed('a')} />);
    await user.click(screen.getByRole('button', { name: 'Show path' }));
    expect(listItems()).toHaveLength(9);
    rerender(<Breadcrumbs items={keyed('b')} />);
    expect(listItems()).toHaveLength(3);
  });

  it('starts expanded again on a new path with defaultExpanded', () => {
    const { rerender } = render(<Breadcrumbs items={path(9)} defaultExpanded />);
    rerender(<Breadcrumbs items={path(10)} defaultExpanded />);
    expect(listItems()).toHaveLength(10);
  });

  it('renders nothing, not an empty nav, for empty items; the ref is then null', () => {
    const ref = createRef<HTMLElement>();
    const { container, rerender } = render(<Breadcrumbs ref={ref} items={path(3)} />);
    expect(ref.current).not.toBeNull();
    rerender(<Breadcrumbs ref={ref} items={[]} />);
    expect(container.innerHTML).toBe('');
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(ref.current).toBeNull();
    rerender(<Breadcrumbs ref={ref} items={path(2)} />);
    expect(readItems()).toEqual(['Step 1', 'Step 2']);
  });
});

describe('Breadcrumbs: props that cannot work', () => {
  it('keeps the current page with itemsAfterCollapse={0}, and warns', () => {
    render(<Breadcrumbs items={path(9)} itemsAfterCollapse={0} />);
    expect(readItems()).toEqual(['Step 1', '…Show path', 'Step 9']);
    expect(screen.getByRole('link', { name: 'Step 9' }).getAttribute('aria-current')).toBe('page');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0][0])).toContain(
      'itemsAfterCollapse must be an integer of at least 1 (0 would hide the current page); got 0, so 1 is used.',
    );
  });
});

describe('Breadcrumbs: the "Show path" button', () => {
  it('has no title repeating its name, and a target of at least 24 by 24 px', () => {
    render(<Breadcrumbs items={path(9)} />);
    const button = screen.getByRole('button', { name: 'Show path' });
    expect(button.hasAttribute('title')).toBe(false);
    expect(button.style.minWidth).toBe('24px');
    expect(button.style.minHeight).toBe('24px');
  });
});
