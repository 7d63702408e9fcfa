// `@platform-admin/client/node`: an HTTP layer on undici's dispatcher for Node, where a job makes many
// calls: connections are kept alive and reused, and responses skip the WHATWG Response machinery.
// Give it to the client as its `http` option. undici (7 or 8) is an optional peer dependency.
// @example
// import { PlatformClient } from '@platform-admin/client';
// import { undiciHttp } from '@platform-admin/client/node';
// const platform = new PlatformClient({ accessToken, organizationId, http: undiciHttp() });
import { Agent, type Dispatcher, request } from 'undici';
import type { HttpClient, HttpRequest, HttpResponse } from '../core/http';

export interface UndiciHttpOptions {
  /**
   * The dispatcher to send through. Default: a keep-alive `Agent`, which does not follow redirects
   * (a 3xx answer is returned as it is); give `new Agent().compose(interceptors.redirect({ maxRedirections: 5 }))`
   * to follow them (undici then drops `authorization` on a redirect to another origin).
   */
  dispatcher?: Dispatcher;
  /** Connections per origin of the default agent. Default 128. */
  connections?: number;
  /** How long an idle connection of the default agent stays open, in ms. Default 10 000. */
  keepAliveTimeoutMs?: number;
}

type Headerish = Record<string, string | string[] | undefined>;

const one = (value: string | string[] | undefined) =>
  value === undefined ? null : Array.isArray(value) ? value.join(', ') : value;

/** An HTTP layer on undici's `request()`, for the client's `http` option. */
export function undiciHttp(options: UndiciHttpOptions = {}): HttpClient {
  const dispatcher =
    options.dispatcher ??
    new Agent({
      connections: options.connections ?? 128,
      keepAliveTimeout: options.keepAliveTimeoutMs ?? 10_000,
    });
  return {
    async send({ url, init }: HttpRequest): Promise<HttpResponse> {
      let body = init.body as unknown;
      // undici sends strings, bytes, streams and FormData as they are; a Blob goes as its bytes.
      if (body instanceof Blob) body = new Uint8Array(await body.arrayBuffer());
      const headers =
        init.headers instanceof Headers
          ? Object.fromEntries(init.headers)
          : (init.headers as Record<string, string>);
      const response = await request(url, {
        method: init.method as Dispatcher.HttpMethod,
        headers,
        body: body as Dispatcher.DispatchOptions['body'],
        signal: init.signal ?? undefined,
        dispatcher,
      });
      const raw = response.headers as Headerish;
      return {
        status: response.statusCode,
        header: (name) => one(raw[name.toLowerCase()]),
        headers: () => {
          const all = new Headers();
          for (const [name, value] of Object.entries(raw)) {
            for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value])
              all.append(name, item);
          }
          return all;
        },
        text: () => response.body.text(),
        discard: () => response.body.dump(),
        toResponse: () => {
          const empty = response.statusCode === 204 || response.statusCode === 304;
          return new Response(empty ? null : (response.body as unknown as BodyInit), {
            status: response.statusCode,
            headers: Object.entries(raw).flatMap(([name, value]) =>
              (Array.isArray(value) ? value : value === undefined ? [] : [value]).map(
                (item) => [name, item] as [string, string],
              ),
            ),
          });
        },
      };
    },
  };
}
