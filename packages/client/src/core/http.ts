/** One request as the HTTP layer sends it: the URL and its `fetch` options (headers as a plain object). */
export interface HttpRequest {
  url: string;
  init: RequestInit & { method: string; headers: Record<string, string> | Headers };
}

/** What the pipeline reads of a response, whatever HTTP layer made it. */
export interface HttpResponse {
  readonly status: number;
  /** One header's value (name in any case), `null` when absent. */
  header(name: string): string | null;
  /** Every header. */
  headers(): Headers;
  /** The whole body, as text. */
  text(): Promise<string>;
  /** Drops the body unread, freeing the connection. */
  discard(): Promise<void>;
  /** The response as a WHATWG `Response`, body unread (for response handlers). */
  toResponse(): Response;
}

/**
 * The HTTP layer under the pipeline. The default sends with `fetch`; `@platform-admin/client/node`
 * gives one on undici's dispatcher.
 */
export interface HttpClient {
  send(request: HttpRequest): Promise<HttpResponse>;
}

/** A `fetch`-shaped function called with one `Request` (e.g. the emulator's `app.fetch`). */
export type FetchFunction = (request: Request) => Response | Promise<Response>;

/** Reads a `fetch` `Response` (methods on the prototype: nothing is allocated per response). */
class FetchResponse implements HttpResponse {
  constructor(private readonly response: Response) {}
  get status(): number {
    return this.response.status;
  }
  header(name: string): string | null {
    return this.response.headers.get(name);
  }
  headers(): Headers {
    return this.response.headers;
  }
  text(): Promise<string> {
    return this.response.text();
  }
  async discard(): Promise<void> {
    await this.response.body?.cancel();
  }
  toResponse(): Response {
    return this.response;
  }
}

/** Reads a `fetch` `Response`. */
export function fromResponse(response: Response): HttpResponse {
  return new FetchResponse(response);
}

/**
 * The default HTTP layer: the global `fetch` called with the URL and options, or a given `fetch`
 * called with one `Request`.
 */
export function fetchHttp(custom?: FetchFunction): HttpClient {
  if (custom) {
    return {
      async send({ url, init }) {
        return fromResponse(await custom(new Request(url, init)));
      },
    };
  }
  return {
    send: ({ url, init }) => fetch(url, init).then(fromResponse),
  };
}
