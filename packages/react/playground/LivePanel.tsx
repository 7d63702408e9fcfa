import { type OrganizationModel, PlatformClient, type SourceModel } from '@platform-admin/client';
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
  | { state: 'loaded'; client: PlatformClient; sources: SourceModel[]; totalEntries: number }
  | { state: 'failed'; message: string };

/** What the panel shows: one per crumb of the path. */
type View = { kind: 'organization' } | { kind: 'sources' } | { kind: 'source'; id: string };

type Organization =
  | { state: 'loading' }
  | { state: 'loaded'; organization: OrganizationModel }
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

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Lists the organization's sources with `@platform-admin/client`, in the browser, against the emulator
 * (which answers cross-origin calls). The breadcrumb path says where you are, and each crumb leads
 * somewhere else: the organization (its details), its sources (the list), a source (its details).
 * What the user chooses is announced to screen readers through a polite live region.
 */
export function LivePanel() {
  const [settings, setSettings] = useState<Settings>(settingsFromQuery);
  const [load, setLoad] = useState<Load>({ state: 'idle' });
  const [view, setView] = useState<View>({ kind: 'sources' });
  const [organization, setOrganization] = useState<Organization | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const controller = useRef<AbortController | null>(null);
  const ids = useId();

  const list = useCallback(async (target: Settings) => {
    controller.current?.abort();
    const abort = new AbortController();
    controller.current = abort;
    setLoad({ state: 'loading' });
    setOrganization(null);
    setAnnouncement('');
    try {
      const client = new PlatformClient({
        host: target.host,
        accessToken: target.accessToken,
        organizationId: target.organizationId,
      });
      const page = await client.sources.list({ page: 0, perPage: 50 }, { signal: abort.signal });
      if (!page || abort.signal.aborted) return;
      setLoad({ state: 'loaded', client, sources: page.sourceModels, totalEntries: page.totalEntries });
      const first = page.sourceModels[0];
      setView(first ? { kind: 'source', id: first.id } : { kind: 'sources' });
    } catch (error) {
      if (abort.signal.aborted) return;
      setLoad({ state: 'failed', message: messageOf(error) });
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
  const source = view.kind === 'source' ? sources.find((candidate) => candidate.id === view.id) : undefined;
  const organizationLabel = `Organization ${settings.organizationId || '…'}`;

  const showOrganization = () => {
    setView({ kind: 'organization' });
    setAnnouncement(`${organizationLabel}: its details.`);
    if (load.state !== 'loaded' || organization?.state === 'loaded') return;
    setOrganization({ state: 'loading' });
    load.client.organizations.get().then(
      (found) => found && setOrganization({ state: 'loaded', organization: found }),
      (error: unknown) => setOrganization({ state: 'failed', message: messageOf(error) }),
    );
  };
  const showSources = () => {
    setView({ kind: 'sources' });
    setAnnouncement(`Sources: ${sources.length} listed. Choose one to see its details.`);
  };
  const choose = (chosen: SourceModel) => {
    setView({ kind: 'source', id: chosen.id });
    setAnnouncement(`${chosen.name} (${chosen.sourceType}) chosen.`);
  };

  // Buttons even when current, so that focus stays on the crumb once activated.
  const path: BreadcrumbItem[] = [
    { key: 'organization', label: organizationLabel, onClick: showOrganization },
  ];
  if (view.kind !== 'organization') path.push({ key: 'sources', label: 'Sources', onClick: showSources });
  if (source) path.push({ key: source.id, label: source.name });

  return (
    <section aria-labelledby="live-title" className="block" id="live-panel">
      <h2 id="live-title">Live panel: sources from the emulator</h2>
      <form onSubmit={submit} className="settings" aria-label="Emulator connection">
        {field('host', 'Emulator URL', 'url')}
        {field('accessToken', 'Access token', 'password')}
        {field('organizationId', 'Organization id')}
        <button type="submit">Load sources</button>
      </form>

      <p role="status" className="status" id="live-status">
        {load.state === 'loading' && 'Loading sources…'}
        {load.state === 'loaded' &&
          `${load.totalEntries} ${load.totalEntries === 1 ? 'source' : 'sources'} in ${settings.organizationId}.`}
        {load.state === 'idle' && 'Enter the emulator URL, an access token and an organization id.'}
      </p>
      {/* What the user chose, for screen readers: the details appear below without taking focus. */}
      <p aria-live="polite" aria-atomic="true" className="visually-hidden" id="live-announcement">
        {announcement}
      </p>
      {load.state === 'failed' && (
        <p role="alert" className="error">
          Could not list the sources: {load.message}
        </p>
      )}

      {load.state === 'loaded' && (
        <>
          <Breadcrumbs aria-label="Source path" items={path} />
          {view.kind === 'organization' ? (
            <OrganizationDetails
              organization={organization}
              count={load.totalEntries}
              onShowSources={showSources}
            />
          ) : (
            <>
              <h3 id="live-sources-title">Sources</h3>
              {sources.length === 0 ? (
                <p>This organization has no source yet.</p>
              ) : (
                <ul aria-labelledby="live-sources-title" className="sources">
                  {sources.map((item) => (
                    <li key={item.id}>
                      <button
                        type="button"
                        aria-current={item.id === source?.id ? 'true' : undefined}
                        onClick={() => choose(item)}
                      >
                        <span className="source-name">{item.name}</span>{' '}
                        <span className="source-type">({item.sourceType})</span>
                      </button>
                    </li>
                  ))}
                </ul>
              )}
              {source ? (
                <section aria-labelledby="live-source-title" id="live-source">
                  <h3 id="live-source-title">{source.name}</h3>
                  <dl className="details">
                    <dt>Id</dt>
                    <dd>{source.id}</dd>
                    <dt>Type</dt>
                    <dd>{source.sourceType}</dd>
                  </dl>
                </section>
              ) : (
                <p id="live-hint">Choose a source to see its details.</p>
              )}
            </>
          )}
        </>
      )}
    </section>
  );
}

function OrganizationDetails({
  organization,
  count,
  onShowSources,
}: {
  organization: Organization | null;
  count: number;
  onShowSources: () => void;
}) {
  return (
    <section aria-labelledby="live-organization-title" id="live-organization" className="organization">
      <h3 id="live-organization-title">Organization</h3>
      {organization?.state === 'failed' && (
        <p role="alert" className="error">
          Could not read the organization: {organization.message}
        </p>
      )}
      {organization?.state === 'loaded' ? (
        <dl className="details">
          <dt>Name</dt>
          <dd>{organization.organization.displayName}</dd>
          <dt>Id</dt>
          <dd>{organization.organization.id}</dd>
          {organization.organization.type ? (
            <>
              <dt>Type</dt>
              <dd>{organization.organization.type}</dd>
            </>
          ) : null}
        </dl>
      ) : organization?.state !== 'failed' ? (
        <p>Reading the organization…</p>
      ) : null}
      <button type="button" onClick={onShowSources}>
        Show its {count} {count === 1 ? 'source' : 'sources'}
      </button>
    </section>
  );
}
