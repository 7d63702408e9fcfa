'use client';

import {
  type ComponentPropsWithoutRef,
  type CSSProperties,
  type ElementType,
  forwardRef,
  type MouseEvent,
  type ReactNode,
  useEffect,
  useRef,
  useState,
} from 'react';
import { devWarn } from './dev';
import { isFollowableUrl } from './url';
import { visuallyHidden } from './visuallyHidden';

/** One step of the path. */
export interface BreadcrumbItem {
  /** What the item shows (and what assistive technology reads). */
  label: ReactNode;
  /** Where the item leads: `http:`, `https:` or relative; other schemes render as plain text. */
  href?: string;
  /** Called when the item is activated; without `href` the item renders as a button. */
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  /**
   * A stable React key. It also tells paths apart: when the keys (else the `href`s, else the text
   * labels) of `items` change, an expanded bar collapses again. The item's position is used otherwise.
   */
  key?: string | number;
  /** More props for `linkComponent` on this item, such as a router link's `state` or `replace`. */
  linkProps?: Record<string, unknown>;
}

/**
 * The props `linkComponent` receives for an item with a followable `href`. It must forward `ref` to
 * the focusable element (a router's `Link` does), so that expanding the path can move focus onto it.
 */
export interface BreadcrumbLinkProps {
  href: string;
  className: string;
  'aria-current'?: 'page';
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  children: ReactNode;
}

/** What `renderItem` gets along with the item. */
export interface BreadcrumbRenderState {
  /** The item's position in `items`. */
  index: number;
  /** Whether this is the last item, the current page. */
  current: boolean;
  /** The item's `href` if it is followable (`http:`, `https:` or relative), otherwise `undefined`. */
  href: string | undefined;
  /**
   * Spread these onto the element you render: `ref` lets expanding the path move focus onto it,
   * `aria-current` marks the current page.
   */
  props: {
    ref: (element: HTMLElement | null) => void;
    className: string;
    'aria-current'?: 'page';
  };
}

/** Defaults of the breadcrumb bar (spec, sections 2 and 9). */
export const BREADCRUMB_DEFAULTS = {
  /** More items than this collapse. */
  maxItems: 8,
  /** Items kept before the collapsed part. */
  itemsBeforeCollapse: 1,
  /** Items kept after the collapsed part. */
  itemsAfterCollapse: 1,
  separator: '/',
  expandLabel: 'Show path',
  ariaLabel: 'Breadcrumb',
} as const;

export interface BreadcrumbsProps extends Omit<ComponentPropsWithoutRef<'nav'>, 'children'> {
  /** The path, from the top down to the current page (the last item). Empty: nothing is rendered. */
  items: readonly BreadcrumbItem[];
  /** More items than this collapse into the expand button. Default 8; fewer never collapse. */
  maxItems?: number;
  /** Items kept before the expand button. Default 1. */
  itemsBeforeCollapse?: number;
  /** Items kept after the expand button, at least 1: the current page is always shown. Default 1. */
  itemsAfterCollapse?: number;
  /** Shown between items, hidden from assistive technology. Default `/`. */
  separator?: ReactNode;
  /** The expand button's accessible name (it shows an ellipsis). Default `Show path`. */
  expandLabel?: string;
  /** Start with every item shown (again whenever the path changes). */
  defaultExpanded?: boolean;
  /** Called once the collapsed items have been shown. */
  onExpand?: () => void;
  /**
   * Renders items that have a followable `href`, instead of `a`: for example a router's link
   * component (see {@link BreadcrumbLinkProps}). It gets `href`, not `to`; adapt it if needed.
   */
  linkComponent?: ElementType;
  /**
   * Renders an item's content inside its list item, in place of the default link, button or text.
   * Return `undefined` to keep the default for that item. Spread `state.props` onto what you render.
   */
  renderItem?: (item: BreadcrumbItem, state: BreadcrumbRenderState) => ReactNode;
  /** The navigation landmark's accessible name. Default `Breadcrumb`. */
  'aria-label'?: string;
  /** Names the landmark by another element instead of `aria-label`. */
  'aria-labelledby'?: string;
}

interface Limits {
  maxItems: number;
  before: number;
  after: number;
  /** False when the limits cannot work together: every item is then shown. */
  canCollapse: boolean;
}

/** The limits' lowest values; `itemsAfterCollapse` keeps at least the current page. */
const MINIMUM = { maxItems: 1, itemsBeforeCollapse: 0, itemsAfterCollapse: 1 } as const;
type LimitName = keyof typeof MINIMUM;

const countOr = (value: number | undefined, name: LimitName) =>
  value !== undefined && Number.isInteger(value) && value >= MINIMUM[name]
    ? value
    : BREADCRUMB_DEFAULTS[name];

function resolveLimits(props: BreadcrumbsProps): Limits {
  const maxItems = countOr(props.maxItems, 'maxItems');
  const before = countOr(props.itemsBeforeCollapse, 'itemsBeforeCollapse');
  const after = countOr(props.itemsAfterCollapse, 'itemsAfterCollapse');
  return { maxItems, before, after, canCollapse: before + after <= maxItems };
}

/** What is wrong with the limits, for the development-time warning ('' when nothing is). */
function describeLimitProblems(props: BreadcrumbsProps, limits: Limits): string {
  const problems: string[] = [];
  for (const name of Object.keys(MINIMUM) as LimitName[]) {
    const value = props[name];
    if (value === undefined || countOr(value, name) === value) continue;
    const why = name === 'itemsAfterCollapse' && value === 0 ? ' (0 would hide the current page)' : '';
    problems.push(
      `${name} must be an integer of at least ${MINIMUM[name]}${why}; got ${String(value)}, ` +
        `so ${BREADCRUMB_DEFAULTS[name]} is used.`,
    );
  }
  if (!limits.canCollapse) {
    problems.push(
      `itemsBeforeCollapse (${limits.before}) + itemsAfterCollapse (${limits.after}) is more than maxItems ` +
        `(${limits.maxItems}), so the path cannot collapse; every item is shown. Lower the kept items or ` +
        'raise maxItems.',
    );
  }
  return problems.join('\n');
}

/** What tells one path from another: keys, else links, else text labels, else positions. */
function pathIdentity(items: readonly BreadcrumbItem[]): string {
  return items
    .map((item, index) => {
      if (item.key !== undefined) return `k:${item.key}`;
      if (item.href !== undefined) return `h:${item.href}`;
      if (typeof item.label === 'string' || typeof item.label === 'number') return `l:${item.label}`;
      return `i:${index}`;
    })
    .join('\u001f');
}

const listStyle: CSSProperties = {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  listStyle: 'none',
  margin: 0,
  padding: 0,
};
const itemStyle: CSSProperties = { display: 'inline-flex', alignItems: 'center' };
const separatorStyle: CSSProperties = { marginInline: '0.5em' };
/** WCAG 2.2 target size (minimum): at least 24 by 24 CSS pixels. */
const expandStyle: CSSProperties = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: 24,
  minHeight: 24,
};

/**
 * A breadcrumb bar, following the WAI-ARIA breadcrumb pattern: a `nav` landmark with an accessible
 * name, an ordered list, separators hidden from assistive technology and `aria-current="page"` on the
 * last item. Paths longer than `maxItems` collapse to the first item(s), an ellipsis button and the
 * last item(s); activating the button shows every item and moves focus to the first one it revealed.
 * A new path collapses again. `ref` and native `nav` props (`style`, `data-*`, `aria-*`) reach the `nav`.
 */
export const Breadcrumbs = forwardRef<HTMLElement, BreadcrumbsProps>(function Breadcrumbs(props, ref) {
  const {
    items,
    maxItems: _maxItems,
    itemsBeforeCollapse: _itemsBeforeCollapse,
    itemsAfterCollapse: _itemsAfterCollapse,
    separator = BREADCRUMB_DEFAULTS.separator,
    expandLabel = BREADCRUMB_DEFAULTS.expandLabel,
    defaultExpanded = false,
    onExpand,
    linkComponent: Link = 'a',
    renderItem,
    className,
    'aria-label': ariaLabel,
    'aria-labelledby': ariaLabelledby,
    ...navProps
  } = props;
  const limits = resolveLimits(props);
  const [expanded, setExpanded] = useState(defaultExpanded);
  const [focusIndex, setFocusIndex] = useState<number | null>(null);
  const elements = useRef<Array<HTMLElement | null>>([]);

  // A different path starts collapsed again (state adjusted during rendering, as React recommends).
  const identity = pathIdentity(items);
  const [shownPath, setShownPath] = useState(identity);
  if (shownPath !== identity) {
    setShownPath(identity);
    setExpanded(defaultExpanded);
    setFocusIndex(null);
  }

  const problems = process.env.NODE_ENV !== 'production' ? describeLimitProblems(props, limits) : '';
  useEffect(() => {
    if (process.env.NODE_ENV !== 'production' && problems) devWarn('Breadcrumbs', problems);
  }, [problems]);

  const unsafe =
    process.env.NODE_ENV !== 'production'
      ? items
          .filter((item) => item.href !== undefined && item.href !== '' && !isFollowableUrl(item.href))
          .map((item) => item.href)
          .join(', ')
      : '';
  useEffect(() => {
    if (process.env.NODE_ENV !== 'production' && unsafe) {
      devWarn(
        'Breadcrumbs',
        `items with a link other than http:, https: or relative render as plain text: ${unsafe}`,
      );
    }
  }, [unsafe]);

  // After expanding, focus the first item that was hidden: the button it replaces is gone.
  useEffect(() => {
    if (focusIndex === null) return;
    elements.current[focusIndex]?.focus();
    setFocusIndex(null);
  }, [focusIndex]);

  if (items.length === 0) return null;

  const collapsed = !expanded && limits.canCollapse && items.length > limits.maxItems;
  const hiddenFrom = limits.before;
  const hiddenTo = items.length - limits.after; // exclusive

  const expand = () => {
    setExpanded(true);
    setFocusIndex(hiddenFrom);
    onExpand?.();
  };

  const last = items.length - 1;
  const rows: ReactNode[] = [];
  items.forEach((item, index) => {
    if (collapsed && index >= hiddenFrom && index < hiddenTo) {
      if (index === hiddenFrom) {
        rows.push(
          <li key="pa-breadcrumbs-expand" className="pa-breadcrumbs__item" style={itemStyle}>
            <button type="button" className="pa-breadcrumbs__expand" style={expandStyle} onClick={expand}>
              <span aria-hidden="true">…</span>
              <span style={visuallyHidden}>{expandLabel}</span>
            </button>
            <Separator>{separator}</Separator>
          </li>,
        );
      }
      return;
    }
    const current = index === last;
    const common = {
      ref: (element: HTMLElement | null) => {
        elements.current[index] = element;
      },
      className: 'pa-breadcrumbs__link',
      'aria-current': current ? ('page' as const) : undefined,
    };
    const href = item.href && isFollowableUrl(item.href) ? item.href : undefined;
    let content = renderItem?.(item, { index, current, href, props: common });
    if (content === undefined) {
      if (href !== undefined) {
        content = (
          <Link {...item.linkProps} {...common} href={href} onClick={item.onClick}>
            {item.label}
          </Link>
        );
      } else if (item.onClick) {
        content = (
          <button {...common} type="button" onClick={item.onClick}>
            {item.label}
          </button>
        );
      } else {
        // Plain text; focusable by script only, so that expanding can move focus onto it.
        content = (
          <span {...common} className="pa-breadcrumbs__text" tabIndex={-1}>
            {item.label}
          </span>
        );
      }
    }
    rows.push(
      <li key={item.key ?? index} className="pa-breadcrumbs__item" style={itemStyle}>
        {content}
        {current ? null : <Separator>{separator}</Separator>}
      </li>,
    );
  });

  return (
    <nav
      {...navProps}
      ref={ref}
      className={className ? `pa-breadcrumbs ${className}` : 'pa-breadcrumbs'}
      aria-label={ariaLabelledby ? undefined : (ariaLabel ?? BREADCRUMB_DEFAULTS.ariaLabel)}
      aria-labelledby={ariaLabelledby}
    >
      <ol className="pa-breadcrumbs__list" style={listStyle}>
        {rows}
      </ol>
    </nav>
  );
});

function Separator({ children }: { children: ReactNode }) {
  return (
    <span className="pa-breadcrumbs__separator" aria-hidden="true" style={separatorStyle}>
      {children}
    </span>
  );
}
