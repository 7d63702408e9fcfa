import { type ReactNode, useId, useState } from 'react';

/** A failed call where it was made: status, message and request id; never a blank page. */
export function ErrorNote({ error, action }: { error: unknown; action?: string }) {
  // A CallError or a PlatformError (status, requestId), or any other error: read by shape, so that this
  // component does not bring the client into the initial bundle.
  const failure = (error ?? {}) as { status?: number; requestId?: string; message?: string };
  const message = failure.message ?? String(error);
  return (
    <div role="alert" className="error">
      <strong>{action ? `${action} failed` : 'The call failed'}</strong>
      {typeof failure.status === 'number' && <span> with status {failure.status}</span>}: {message}
      {failure.requestId && (
        <div>
          Request id: <code>{failure.requestId}</code>
        </div>
      )}
    </div>
  );
}

/** A JSON value's text with bigints as their digits. */
export function toJsonText(value: unknown, space = 2): string {
  const marks: string[] = [];
  const text = JSON.stringify(
    value,
    (_key, item) => {
      if (typeof item !== 'bigint') return item;
      marks.push(item.toString());
      return `\uE000big${marks.length - 1}\uE000`;
    },
    space,
  );
  return (text ?? 'undefined').replace(/"\uE000big(\d+)\uE000"/g, (_m, index) => marks[Number(index)]);
}

function Scalar({ value }: { value: unknown }) {
  if (typeof value === 'string') return <span className="j-string">{JSON.stringify(value)}</span>;
  if (typeof value === 'bigint') return <span className="j-number">{value.toString()}</span>;
  if (typeof value === 'number') return <span className="j-number">{String(value)}</span>;
  if (typeof value === 'boolean') return <span className="j-bool">{String(value)}</span>;
  return <span className="j-null">{value === undefined ? 'undefined' : 'null'}</span>;
}

/** One node of the tree: objects and arrays as `<details>` (keyboard and screen readers know them). */
function Node({ name, value, depth }: { name?: string; value: unknown; depth: number }) {
  const label = name === undefined ? null : <span className="j-key">{name}: </span>;
  if (value === null || typeof value !== 'object') {
    return (
      <li>
        {label}
        <Scalar value={value} />
      </li>
    );
  }
  const entries = Array.isArray(value)
    ? value.map((item, index) => [String(index), item] as const)
    : Object.entries(value as Record<string, unknown>);
  const summary = Array.isArray(value) ? `[${entries.length}]` : `{${entries.length}}`;
  return (
    <li>
      <details open={depth < 2}>
        <summary>
          {label}
          <span className="j-summary">{summary}</span>
        </summary>
        <ul>
          {entries.slice(0, 500).map(([key, item]) => (
            <Node key={key} name={key} value={item} depth={depth + 1} />
          ))}
          {entries.length > 500 && <li>… {entries.length - 500} more</li>}
        </ul>
      </details>
    </li>
  );
}

/** A JSON value as a collapsible tree; big integers keep every digit. */
export function JsonTree({ value, label }: { value: unknown; label: string }) {
  return (
    <ul className="json-tree" aria-label={label}>
      <Node value={value} depth={0} />
    </ul>
  );
}

/** Page controls for the platform's paging (`page`, `perPage`; `totalPages` when the answer gives it). */
export function Pager({
  page,
  totalPages,
  onPage,
  label,
  hasNext,
}: {
  page: number;
  totalPages?: number;
  onPage: (page: number) => void;
  label: string;
  hasNext?: boolean;
}) {
  const next = totalPages === undefined ? Boolean(hasNext) : page + 1 < totalPages;
  return (
    <nav aria-label={`${label} pages`} className="pager">
      <button type="button" disabled={page === 0} onClick={() => onPage(page - 1)}>
        Previous page
      </button>
      <span>
        Page {page + 1}
        {totalPages !== undefined && ` of ${Math.max(totalPages, 1)}`}
      </span>
      <button type="button" disabled={!next} onClick={() => onPage(page + 1)}>
        Next page
      </button>
    </nav>
  );
}

/** A write that deletes: asks first, in a dialog, then runs it. */
export function ConfirmButton({
  children,
  question,
  onConfirm,
  disabled,
  label,
}: {
  children: ReactNode;
  /** The button's accessible name, when its text alone does not say what it deletes. */
  label?: string;
  question: string;
  onConfirm: () => void;
  disabled?: boolean;
}) {
  const [asking, setAsking] = useState(false);
  const id = useId();
  if (!asking) {
    return (
      <button
        type="button"
        className="danger"
        disabled={disabled}
        aria-label={label}
        onClick={() => setAsking(true)}
      >
        {children}
      </button>
    );
  }
  return (
    <fieldset className="confirm">
      <legend id={id}>{question}</legend>
      <button
        type="button"
        className="danger"
        // biome-ignore lint/a11y/noAutofocus: the question was just asked; its answer takes the focus.
        autoFocus
        onClick={() => {
          setAsking(false);
          onConfirm();
        }}
      >
        Yes, delete
      </button>{' '}
      <button type="button" onClick={() => setAsking(false)}>
        Cancel
      </button>
    </fieldset>
  );
}

/** A page's heading and content. */
export function View({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-labelledby="view-title">
      <h1 id="view-title" tabIndex={-1}>
        {title}
      </h1>
      {children}
    </section>
  );
}

export function Loading({ what }: { what: string }) {
  return (
    <p role="status" aria-live="polite">
      Loading {what}…
    </p>
  );
}
