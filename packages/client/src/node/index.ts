// `@platform-admin/client/node`: an HTTP layer on undici's dispatcher for Node, where a job makes many
// calls: connections are kept alive and reused, and responses skip the WHATWG Response machinery.
// Give it to the client as its `http` option. undici (7 or 8) is an optional peer dependency.
// @example
// import { PlatformClient } from '@platform-admin/client';
// import { undiciHttp } from '@platform-admin/client/node';
// const platform = new PlatformClient({ accessToken, organizationId, http: undiciHttp() });
import { Agent, Dispatcher } from 'undici';
import type { HttpClient, HttpRequest, HttpResponse } from '../core/http';
import { requestTarget } from './target';

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

/** Every value of a header, as undici gives them (one string, several, or none). */
const values = (value: string | string[] | undefined) =>
  Array.isArray(value) ? value : value === undefined ? [] : [value];

/** Reads an answer of undici's `request()` (methods on the prototype: nothing is allocated per response). */
class UndiciResponse implements HttpResponse {
  constructor(private readonly response: Dispatcher.ResponseData<unknown>) {}
  get status(): number {
    return this.response.statusCode;
  }
  header(name: string): string | null {
    return one((this.response.headers as Headerish)[name.toLowerCase()]);
  }
  headers(): Headers {
    const all = new Headers();
    for (const [name, value] of Object.entries(this.response.headers as Headerish)) {
      for (const item of values(value)) all.append(name, item);
    }
    return all;
  }
  text(): Promise<string> {
    return this.response.body.text();
  }
  discard(): Promise<void> {
    return this.response.body.dump();
  }
  toResponse(): Response {
    const { statusCode, body, headers } = this.response;
    const empty = statusCode === 204 || statusCode === 304;
    return new Response(empty ? null : (body as unknown as BodyInit), {
      status: statusCode,
      headers: Object.entries(headers as Headerish).flatMap(([name, value]) =>
        values(value).map((item) => [name, item] as [string, string]),
      ),
    });
  }
}

/** An HTTP layer on undici's `request()`, for the client's `http` option. */
export function undiciHttp(options: UndiciHttpOptions = {}): HttpClient {
  const dispatcher =
    options.dispatcher ??
    new Agent({
      connections: options.connections ?? 128,
      keepAliveTimeout: options.keepAliveTimeoutMs ?? 10_000,
    });
  const http: HttpClient = {
    send({ url, init }: HttpRequest): Promise<HttpResponse> {
      // undici sends strings, bytes, streams and FormData as they are; a Blob goes as its bytes.
      if (init.body instanceof Blob) {
        return init.body
          .arrayBuffer()
          .then((bytes) => http.send({ url, init: { ...init, body: new Uint8Array(bytes) } }));
      }
      const headers =
        init.headers instanceof Headers
          ? Object.fromEntries(init.headers)
          : (init.headers as Record<string, string>);
      const { origin, path } = requestTarget(url);
      // What undici.request(url, { dispatcher }) does once it has parsed the URL.
      return send
        .call(dispatcher, {
          origin,
          path,
          method: init.method as Dispatcher.HttpMethod,
          headers,
          body: init.body as Dispatcher.DispatchOptions['body'],
          signal: init.signal ?? undefined,
        })
        .then(wrap);
    },
  };
  return http;
}

/** undici's `request` as a method of any dispatcher (its own `dispatch` does the work). */
const send = Dispatcher.prototype.request;

const wrap = (response: Dispatcher.ResponseData<unknown>) => new UndiciResponse(response);
