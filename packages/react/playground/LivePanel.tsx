import { PlatformClient, type SourceModel } from '@platform-admin/client';
import { type BreadcrumbItem, Breadcrumbs } from '@platform-admin/react';
import { type FormEvent, useCallback, useEffect, useId, useRef, useState } from 'react';

interface Settings {
  host: string;
  accessToken: string;
  organizationId: string;
}

type Load =
  | { state: 'idle' }
  | { state: 'loading' }
  | { state: 'loaded'; sources: SourceModel[]; totalEntries: number }
  | { state: 'failed'; message: string };

/** Settings from the query string (`?emulator=…&token=…&org=…`), which the browser tests use. */
function settingsFromQuery(): Settings {
  const query = new URLSearchParams(window.location.search);
  return {
    host: query.get('emulator') ?? '',
    accessToken: query.get('token') ?? '',
    organizationId: query.get('org') ?? '',
  };
}

const complete = (settings: Settings) =>
  Boolean(settings.host && settings.accessToken && settings.organizationId);

/**
 * Lists the organization's sources with `@platform-admin/client`, in the browser, against the emulator
 * (which answers cross-origin calls), and shows the breadcrumb path of the selected source.
 */
export function LivePanel() {
  const [settings, setSettings] = useState<Settings>(settingsFromQuery);
  const [load, setLoad] = useState<Load>({ state: 'idle' });
  const [selected, setSelected] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);
  const ids = useId();

  const list = useCallback(async (target: Settings) => {
    controller.current?.abort();
    const abort = new AbortController();
    controller.current = abort;
    setLoad({ state: 'loading' });
    try {
      const client = new PlatformClient({
        host: target.host,
        accessToken: target.accessToken,
        organizationId: target.organizationId,
      });
      const page = await client.sources.list({ page: 0, perPage: 50 }, { signal: abort.signal });
      if (!page || abort.signal.aborted) return;
      setLoad({ state: 'loaded', sources: page.sourceModels, totalEntries: page.totalEntries });
      setSelected(page.sourceModels[0]?.id ?? null);
    } catch (error) {
      if (abort.signal.aborted) return;
      setLoad({ state: 'failed', message: error instanceof Error ? error.message : String(error) });
    }
  }, []);

  // On load: the query string's emulator, else the one `npm run playground` started.
  useEffect(() => {
    const fromQuery = settingsFromQuery();
    if (complete(fromQuery)) {
      void list(fromQuery);
      return;
    }
    let active = true;
    fetch('./__playground/emulator.json')
      .then((response) =>
        response.ok ? (response.json() as Promise<Partial<Settings> & { url?: string }>) : null,
      )
      .then((found) => {
        if (!active || !found?.url) return;
        const next = {
          host: found.url,
          accessToken: found.accessToken ?? '',
          organizationId: found.organizationId ?? '',
        };
        setSettings(next);
        if (complete(next)) void list(next);
      })
      .catch(() => {});
    return () => {
      active = false;
    };
  }, [list]);

  useEffect(() => () => controller.current?.abort(), []);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void list(settings);
  };
  const field = (key: keyof Settings, label: string, type = 'text') => (
    <div className="field">
      <label htmlFor={`${ids}-${key}`}>{label}</label>
      <input
        id={`${ids}-${key}`}
        type={type}
        value={settings[key]}
        onChange={(event) => setSettings({ ...settings, [key]: event.target.value })}
        required
        autoComplete="off"
        spellCheck={false}
      />
    </div>
  );

  const sources = load.state === 'loaded' ? load.sources : [];
  const source = sources.find((candidate) => candidate.id === selected);
  const path: BreadcrumbItem[] = [
    { label: `Organization ${settings.organizationId || '…'}`, onClick: () => setSelected(null) },
    // A button even when it is the current page, so that focus stays on it once activated.
    { label: 'Sources', onClick: () => setSelected(null) },
  ];
  if (source) path.push({ label: source.name });

  return (
    <section aria-labelledby="live-title" className="block" id="live-panel">
      <h2 id="live-title">Live panel: sources from the emulator</h2>
      <form onSubmit={submit} className="settings" aria-label="Emulator connection">
        {field('host', 'Emulator URL', 'url')}
        {field('accessToken', 'Access token')}
        {field('organizationId', 'Organization id')}
        <button type="submit">Load sources</button>
      </form>

      <p role="status" className="status">
        {load.state === 'loading' && 'Loading sources…'}
        {load.state === 'loaded' &&
          `${load.totalEntries} ${load.totalEntries === 1 ? 'source' : 'sources'} in ${settings.organizationId}.`}
        {load.state === 'idle' && 'Enter the emulator URL, an access token and an organization id.'}
      </p>
      {load.state === 'failed' && (
        <p role="alert" className="error">
          Could not list the sources: {load.message}
        </p>
      )}

      {load.state === 'loaded' && (
        <>
          <Breadcrumbs aria-label="Source path" items={path} />
          <h3 id="live-sources-title">Sources</h3>
          {sources.length === 0 ? (
            <p>This organization has no source yet.</p>
          ) : (
            <ul aria-labelledby="live-sources-title" className="sources">
              {sources.map((item) => (
                <li key={item.id}>
                  <button
                    type="button"
                    aria-current={item.id === selected ? 'true' : undefined}
                    onClick={() => setSelected(item.id)}
                  >
                    <span className="source-name">{item.name}</span>{' '}
                    <span className="source-type">({item.sourceType})</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
