import type { Endpoint } from '@platform-admin/client';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useId, useMemo, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { type CallInput, type CallOutcome, runCall } from '../api';
import { useBodyEditor } from '../bodyForm';
import { families, endpoint as findEndpoint, matches } from '../catalogIndex';
import { ErrorNote, JsonTree, Loading, View } from '../components';
import { type CallSchema, fieldType, type JsonSchema, loadSchema, parseField, resolve } from '../schema';
import { loadSettings, type Settings } from '../settings';
import { cliSnippet, curlSnippet, typescriptSnippet } from '../snippets';

export default function Explorer() {
  const { name } = useParams();
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search);
  const groups = useMemo(() => families(), []);
  const shown = useMemo(() => {
    const out: Array<[string, Endpoint[]]> = [];
    for (const [family, entries] of groups) {
      const found = entries.filter((entry) => matches(entry, deferred));
      if (found.length) out.push([family, found]);
    }
    return out;
  }, [groups, deferred]);
  const count = shown.reduce((sum, [, entries]) => sum + entries.length, 0);
  let selected: Endpoint | undefined;
  let unknown = false;
  try {
    selected = name ? findEndpoint(name) : undefined;
  } catch {
    unknown = true;
  }
  return (
    <View title={selected ? selected.name : 'Explorer'}>
      <div className="explorer">
        <div className="calls">
          <label htmlFor="call-search">Search calls</label>
          <input
            id="call-search"
            type="search"
            value={search}
            placeholder="name, path or family"
            onChange={(event) => setSearch(event.target.value)}
            aria-describedby="call-count"
          />
          <p id="call-count" role="status" aria-live="polite">
            {count} calls
          </p>
          <nav aria-label="Calls">
            {shown.map(([family, entries]) => (
              <details key={family} open={Boolean(deferred) || family === selected?.name.split('.')[0]}>
                <summary>
                  {family} <span className="muted">({entries.length})</span>
                </summary>
                <ul>
                  {entries.map((entry) => (
                    <li key={entry.name}>
                      <Link
                        to={`/explorer/${entry.name}`}
                        aria-current={entry === selected ? 'page' : undefined}
                      >
                        <span className={`method m-${entry.method}`}>{entry.method}</span> {entry.name}
                      </Link>
                    </li>
                  ))}
                </ul>
              </details>
            ))}
          </nav>
        </div>
        <div className="call">
          {unknown && <p role="alert">The catalog has no call named {name}.</p>}
          {selected ? (
            <CallPanel key={selected.name} endpoint={selected} />
          ) : (
            !unknown && <p>Choose a call on the left, or search for one by name, path or family.</p>
          )}
        </div>
      </div>
    </View>
  );
}

interface FieldSpec {
  name: string;
  where: 'path' | 'query' | 'body';
  required: boolean;
  schema?: JsonSchema;
}

/** The fields of a call's form: path parameters, query parameters, named body fields. */
function fieldsOf(endpoint: Endpoint, schema: CallSchema | null): FieldSpec[] {
  const fields: FieldSpec[] = [];
  for (const param of endpoint.pathParams) {
    if (param !== 'org' || endpoint.explicitOrganization)
      fields.push({ name: param, where: 'path', required: true, schema: { type: 'string' } });
  }
  for (const param of endpoint.query ?? []) {
    if (param === endpoint.organizationQuery) continue;
    const published = schema?.query.find((entry) => entry.name === param);
    fields.push({
      name: param,
      where: 'query',
      required: Boolean(published?.required),
      schema: published?.schema,
    });
  }
  if (endpoint.body && endpoint.bodyFields?.length) {
    const bodySchema = resolve(schema?.body?.schema, schema?.defs ?? {});
    for (const field of endpoint.bodyFields) {
      fields.push({
        name: field,
        where: 'body',
        required: Boolean(bodySchema.required?.includes(field)),
        schema: bodySchema.properties?.[field],
      });
    }
  }
  return fields;
}

function CallPanel({ endpoint }: { endpoint: Endpoint }) {
  const settings = useQuery({
    queryKey: ['settings'],
    queryFn: loadSettings,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const schema = useQuery({
    queryKey: ['schema', endpoint.name],
    queryFn: ({ signal }) => loadSchema(endpoint.name, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
  if (schema.isPending || settings.isPending) return <Loading what="the call's schema" />;
  if (settings.error) return <ErrorNote error={settings.error} action="Reading the settings" />;
  return (
    <CallForm
      endpoint={endpoint}
      schema={schema.data ?? null}
      settings={settings.data}
      schemaError={schema.error}
    />
  );
}

function CallForm({
  endpoint,
  schema,
  settings,
  schemaError,
}: {
  endpoint: Endpoint;
  schema: CallSchema | null;
  settings: Settings;
  schemaError: unknown;
}) {
  const defs = schema?.defs ?? {};
  const fields = useMemo(() => fieldsOf(endpoint, schema), [endpoint, schema]);
  const freeBody = endpoint.body === 'json' && !endpoint.bodyFields?.length;
  const bodySchema = schema?.body?.schema;
  const [texts, setTexts] = useState<Record<string, string>>(() => {
    const start: Record<string, string> = {};
    for (const field of fields) {
      if (field.name === 'org' && field.where === 'path') start[field.name] = settings.organizationId;
    }
    return start;
  });
  const bodyEditor = useBodyEditor(bodySchema, defs, Boolean(schema?.body?.required));
  const [file, setFile] = useState<File | null>(null);
  const [outcome, setOutcome] = useState<CallOutcome | null>(null);
  const [sending, setSending] = useState(false);
  const controller = useRef<AbortController | null>(null);
  const formId = useId();

  // Every field's value, or what is wrong with it: checked on each keystroke.
  const errors: Record<string, string> = {};
  const input: CallInput = { path: {}, query: {} };
  const bodyFields: Record<string, unknown> = {};
  for (const field of fields) {
    const key = `${field.where}.${field.name}`;
    const text =
      texts[key] ?? (field.where === 'path' && field.name === 'org' ? settings.organizationId : '');
    if (text === '') {
      if (field.required) errors[key] = 'Required.';
      continue;
    }
    const parsed = parseField(text, field.schema, defs);
    if (parsed.error) {
      errors[key] = parsed.error;
      continue;
    }
    if (field.where === 'path') input.path![field.name] = parsed.value;
    else if (field.where === 'query') input.query![field.name] = parsed.value;
    else bodyFields[field.name] = parsed.value;
  }
  if (freeBody) {
    if (bodyEditor.body !== undefined) input.body = bodyEditor.body;
  } else if (endpoint.bodyFields?.length) {
    input.body = bodyFields;
  } else if (endpoint.body === 'form') {
    if (file) input.body = { file };
  }
  const blocked = Object.keys(errors).length > 0 || (freeBody && bodyEditor.blocked);

  const send = async () => {
    controller.current?.abort();
    const abort = new AbortController();
    controller.current = abort;
    setSending(true);
    try {
      setOutcome(await runCall(endpoint, input, abort.signal));
    } finally {
      setSending(false);
    }
  };

  const fieldInput = (field: FieldSpec) => {
    const key = `${field.where}.${field.name}`;
    const id = `${formId}-${key}`;
    const resolved = resolve(field.schema, defs);
    const type = fieldType(resolved);
    const value =
      texts[key] ?? (field.where === 'path' && field.name === 'org' ? settings.organizationId : '');
    const set = (text: string) => setTexts((current) => ({ ...current, [key]: text }));
    // Wrong values are said as they are typed; a required field left empty is marked, and blocks Send.
    const shownError = value !== '' ? errors[key] : undefined;
    const describedBy = [shownError ? `${id}-error` : '', `${id}-hint`].filter(Boolean).join(' ');
    const common = {
      id,
      'aria-invalid': shownError ? true : undefined,
      'aria-describedby': describedBy,
      'aria-required': field.required || undefined,
    } as const;
    const enumValues = resolved.enum ?? (type === 'boolean' ? ['true', 'false'] : undefined);
    return (
      <div key={key} className="field">
        <label htmlFor={id}>
          {field.name}
          {field.required && (
            <span className="required" aria-hidden="true">
              {' '}
              *
            </span>
          )}
        </label>
        {enumValues ? (
          <select {...common} value={value} onChange={(event) => set(event.target.value)}>
            <option value="">{field.required ? 'Choose…' : '(not sent)'}</option>
            {enumValues.map((item) => (
              <option key={String(item)} value={String(item)}>
                {String(item)}
              </option>
            ))}
          </select>
        ) : (
          <input
            {...common}
            type="text"
            inputMode={type === 'integer' || type === 'number' ? 'numeric' : undefined}
            value={value}
            onChange={(event) => set(event.target.value)}
          />
        )}
        <span id={`${id}-hint`} className="hint">
          {field.where}
          {type ? ` · ${type}${type === 'array' ? ' (comma-separated)' : ''}` : ''}
          {field.required ? ' · required' : ''}
          {resolved.default !== undefined ? ` · default ${String(resolved.default)}` : ''}
        </span>
        {shownError && (
          <span id={`${id}-error`} className="field-error">
            {shownError}
          </span>
        )}
      </div>
    );
  };

  return (
    <>
      <p className="call-line">
        <span className={`method m-${endpoint.method}`}>{endpoint.method}</span> <code>{endpoint.path}</code>
        {endpoint.host === 'serverless' && <span className="muted"> (serverless API host)</span>}
      </p>
      {schemaError ? <ErrorNote error={schemaError} action="Loading the call's schema" /> : null}
      <p className="muted">
        {schema
          ? 'The form follows the schema the platform publishes for this call.'
          : 'The platform publishes no schema for this call: values go as typed.'}
      </p>
      <form
        aria-label={`Parameters of ${endpoint.name}`}
        onSubmit={(event) => {
          event.preventDefault();
          if (!blocked) void send();
        }}
      >
        {fields.length === 0 && !freeBody && endpoint.body !== 'form' && (
          <p>This call takes no parameters.</p>
        )}
        {fields.map(fieldInput)}
        {freeBody && bodyEditor.view}
        {endpoint.body === 'form' && !endpoint.bodyFields?.length && (
          <div className="field">
            <label htmlFor={`${formId}-file`}>File</label>
            <input
              id={`${formId}-file`}
              type="file"
              onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            />
          </div>
        )}
        <div className="actions">
          <button
            type="submit"
            disabled={blocked || sending}
            aria-describedby={blocked ? `${formId}-blocked` : undefined}
          >
            Send
          </button>
          {sending && (
            <button type="button" onClick={() => controller.current?.abort()}>
              Cancel
            </button>
          )}
          {blocked && (
            <span id={`${formId}-blocked`} className="muted">
              Fill in the required fields and mend the marked ones to send.
            </span>
          )}
        </div>
      </form>
      <ResponseRegion outcome={outcome} sending={sending} />
      <Snippets endpoint={endpoint} input={input} settings={settings} />
    </>
  );
}

function ResponseRegion({ outcome, sending }: { outcome: CallOutcome | null; sending: boolean }) {
  return (
    <section aria-label="Response" className="response" aria-busy={sending}>
      <h2>Response</h2>
      {sending && <p role="status">Sending…</p>}
      {!outcome && !sending && <p className="muted">Press Send to run the call.</p>}
      {outcome && (
        <>
          <dl className="outcome">
            <dt>Status</dt>
            <dd data-testid="status" className={outcome.ok ? 'ok' : 'failed'}>
              {outcome.status || 'no answer'}
            </dd>
            <dt>Time</dt>
            <dd>{Math.round(outcome.ms)} ms</dd>
            <dt>Request id</dt>
            <dd>
              <code>{outcome.requestId ?? 'none'}</code>
            </dd>
          </dl>
          {outcome.message && (
            <p role="alert" className="error">
              {outcome.message}
            </p>
          )}
          {outcome.body === undefined ? (
            <p className="muted">No body.</p>
          ) : (
            <JsonTree value={outcome.body} label="Response body" />
          )}
        </>
      )}
    </section>
  );
}

function CopyBlock({ title, text }: { title: string; text: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <div className="snippet">
      <div className="snippet-head">
        <h3>{title}</h3>
        <button
          type="button"
          aria-label={`Copy ${title}`}
          onClick={() => {
            navigator.clipboard?.writeText(text).then(
              () => setCopied(true),
              () => setCopied(false),
            );
          }}
        >
          {copied ? 'Copied' : 'Copy'}
        </button>
      </div>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable block must be reachable by keyboard. */}
      <pre tabIndex={0}>
        <code>{text}</code>
      </pre>
    </div>
  );
}

function Snippets({
  endpoint,
  input,
  settings,
}: {
  endpoint: Endpoint;
  input: CallInput;
  settings: Settings;
}) {
  return (
    <section aria-labelledby="snippets-title" className="snippets">
      <h2 id="snippets-title">The same call as code</h2>
      <CopyBlock title="TypeScript" text={typescriptSnippet(endpoint, input, settings)} />
      <CopyBlock title="CLI" text={cliSnippet(endpoint, input, settings)} />
      <CopyBlock title="curl" text={curlSnippet(endpoint, input, settings)} />
    </section>
  );
}
