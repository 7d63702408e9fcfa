import { type CSSProperties, type MouseEvent, type ReactNode, useEffect, useRef, useState } from 'react';
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
  /** A stable React key; the item's position is used otherwise. */
  key?: string | number;
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

export interface BreadcrumbsProps {
  items: readonly BreadcrumbItem[];
  /** More items than this collapse into the expand button. Default 8; fewer never collapse. */
  maxItems?: number;
  /** Items kept before the expand button. Default 1. */
  itemsBeforeCollapse?: number;
  /** Items kept after the expand button. Default 1. */
  itemsAfterCollapse?: number;
  /** Shown between items, hidden from assistive technology. Default `/`. */
  separator?: ReactNode;
  /** The expand button's accessible name (it shows an ellipsis). Default `Show path`. */
  expandLabel?: string;
  /** Start with every item shown. */
  defaultExpanded?: boolean;
  /** Called once the collapsed items have been shown. */
  onExpand?: () => void;
  /** The navigation landmark's accessible name. Default `Breadcrumb`. */
  'aria-label'?: string;
  /** Names the landmark by another element instead of `aria-label`. */
  'aria-labelledby'?: string;
  className?: string;
  id?: string;
}

interface Limits {
  maxItems: number;
  before: number;
  after: number;
  /** False when the limits cannot work together: every item is then shown. */
  canCollapse: boolean;
  problems: string[];
}

function checkCount(
  name: string,
  value: number | undefined,
  fallback: number,
  min: number,
  problems: string[],
) {
  if (value === undefined) return fallback;
  if (Number.isInteger(value) && value >= min) return value;
  problems.push(
    `${name} must be an integer of at least ${min}; got ${String(value)}, so ${fallback} is used.`,
  );
  return fallback;
}

function resolveLimits(props: BreadcrumbsProps): Limits {
  const problems: string[] = [];
  const maxItems = checkCount('maxItems', props.maxItems, BREADCRUMB_DEFAULTS.maxItems, 1, problems);
  const before = checkCount(
    'itemsBeforeCollapse',
    props.itemsBeforeCollapse,
    BREADCRUMB_DEFAULTS.itemsBeforeCollapse,
    0,
    problems,
  );
  const after = checkCount(
    'itemsAfterCollapse',
    props.itemsAfterCollapse,
    BREADCRUMB_DEFAULTS.itemsAfterCollapse,
    0,
    problems,
  );
  const canCollapse = before + after <= maxItems;
  if (!canCollapse) {
    problems.push(
      `itemsBeforeCollapse (${before}) + itemsAfterCollapse (${after}) is more than maxItems (${maxItems}), ` +
        'so the path cannot collapse; every item is shown. Lower the kept items or raise maxItems.',
    );
  }
  return { maxItems, before, after, canCollapse, problems };
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

/**
 * A breadcrumb bar, following the WAI-ARIA breadcrumb pattern: a `nav` landmark with an accessible
 * name, an ordered list, separators hidden from assistive technology and `aria-current="page"` on the
 * last item. Paths longer than `maxItems` collapse to the first item(s), an ellipsis button and the
 * last item(s); activating the button shows every item and moves focus to the first one it revealed.
 */
export function Breadcrumbs(props: BreadcrumbsProps) {
  const {
    items,
    separator = BREADCRUMB_DEFAULTS.separator,
    expandLabel = BREADCRUMB_DEFAULTS.expandLabel,
    defaultExpanded = false,
    onExpand,
    className,
    id,
  } = props;
  const limits = resolveLimits(props);
  const [expanded, setExpanded] = useState(defaultExpanded);
  const [focusIndex, setFocusIndex] = useState<number | null>(null);
  const elements = useRef<Array<HTMLElement | null>>([]);

  const problems = limits.problems.join('\n');
  useEffect(() => {
    if (problems) devWarn('Breadcrumbs', problems);
  }, [problems]);

  const unsafe = items
    .filter((item) => item.href !== undefined && item.href !== '' && !isFollowableUrl(item.href))
    .map((item) => item.href)
    .join(', ');
  useEffect(() => {
    if (unsafe) {
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
            <button type="button" className="pa-breadcrumbs__expand" title={expandLabel} onClick={expand}>
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
    const setElement = (element: HTMLElement | null) => {
      elements.current[index] = element;
    };
    const common = {
      ref: setElement,
      className: 'pa-breadcrumbs__link',
      'aria-current': current ? ('page' as const) : undefined,
    };
    const href = item.href && isFollowableUrl(item.href) ? item.href : undefined;
    let content: ReactNode;
    if (href !== undefined) {
      content = (
        <a {...common} href={href} onClick={item.onClick}>
          {item.label}
        </a>
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
    rows.push(
      <li key={item.key ?? index} className="pa-breadcrumbs__item" style={itemStyle}>
        {content}
        {current ? null : <Separator>{separator}</Separator>}
      </li>,
    );
  });

  return (
    <nav
      id={id}
      className={className ? `pa-breadcrumbs ${className}` : 'pa-breadcrumbs'}
      aria-label={
        props['aria-labelledby'] ? undefined : (props['aria-label'] ?? BREADCRUMB_DEFAULTS.ariaLabel)
      }
      aria-labelledby={props['aria-labelledby']}
    >
      <ol className="pa-breadcrumbs__list" style={listStyle}>
        {rows}
      </ol>
    </nav>
  );
}

function Separator({ children }: { children: ReactNode }) {
  return (
    <span className="pa-breadcrumbs__separator" aria-hidden="true" style={separatorStyle}>
      {children}
    </span>
  );
}
