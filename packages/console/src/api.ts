import { type Endpoint, PlatformError, Transport } from '@platform-admin/client';
import { CONSOLE_HEADER, loadSettings } from './settings';

export type { Settings } from './settings';

let transport: Transport | undefined;

/**
 * The client's pipeline, pointed at the console's proxy (`/api/platform`, `/api/serverless` on this
 * origin). The token is the server's: the page sends a placeholder, which the server replaces.
 */
export async function getTransport(): Promise<Transport> {
  if (transport) return transport;
  const settings = await loadSettings();
  const origin = window.location.origin;
  transport = new Transport({
    accessToken: 'added-by-the-console-server',
    organizationId: settings.organizationId,
    host: `${origin}/api/platform`,
    serverlessHost: `${origin}/api/serverless`,
    globalRequestSettings: { headers: { [CONSOLE_HEADER]: '1' } },
    retry: { attempts: 2 },
  });
  return transport;
}

/** A call's outcome, success or not, as the console shows it. */
export interface CallOutcome {
  ok: boolean;
  status: number;
  /** Milliseconds from sending to the parsed body. */
  ms: number;
  requestId: string | undefined;
  body: unknown;
  /** The error's message, for a failed call. */
  message?: string;
}

export interface CallInput {
  path?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
}

/** An error of a call, with what the page shows of it: status, message and request id. */
export class CallError extends Error {
  constructor(
    message: string,
    readonly status: number | undefined,
    readonly requestId: string | undefined,
    readonly body?: unknown,
  ) {
    super(message);
    this.name = 'CallError';
  }
}

/** The platform's own message in an error body, or the error's. */
function messageOf(error: unknown): string {
  if (error instanceof PlatformError) {
    const body = error.body as { message?: unknown; errorCode?: unknown } | string | undefined;
    if (body && typeof body === 'object' && typeof body.message === 'string') {
      return typeof body.errorCode === 'string' ? `${body.errorCode}: ${body.message}` : body.message;
    }
    return error.message;
  }
  return error instanceof Error ? error.message : String(error);
}

/** As a CallError: what the page shows of any failure. */
export function toCallError(error: unknown): CallError {
  if (error instanceof CallError) return error;
  if (error instanceof PlatformError) {
    return new CallError(messageOf(error), error.status, error.requestId, error.body);
  }
  return new CallError(messageOf(error), undefined, undefined);
}

/** Runs one catalog call through the client; resolves to its outcome, failed or not. */
export async function runCall(
  endpoint: Endpoint,
  input: CallInput,
  signal?: AbortSignal,
): Promise<CallOutcome> {
  const client = await getTransport();
  let status = 0;
  let requestId: string | undefined;
  const started = performance.now();
  try {
    const body = await client.send(endpoint, input, {
      signal,
      onResponse: (info) => {
        status = info.status;
        requestId = info.requestId;
      },
    });
    return { ok: true, status, ms: performance.now() - started, requestId, body };
  } catch (error) {
    const failure = toCallError(error);
    return {
      ok: false,
      status: failure.status ?? 0,
      ms: performance.now() - started,
      requestId: failure.requestId,
      body: failure.body,
      message: failure.message,
    };
  }
}

/** Runs a call for a view: its body, or a thrown CallError (status, message, request id). */
export async function call<T>(endpoint: Endpoint, input: CallInput = {}, signal?: AbortSignal): Promise<T> {
  const client = await getTransport();
  try {
    return (await client.send<T>(endpoint, input, { signal })) as T;
  } catch (error) {
    throw toCallError(error);
  }
}
