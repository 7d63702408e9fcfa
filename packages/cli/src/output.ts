import { stringifyJson } from '@platform-admin/client';
import { stringify as losslessStringify } from 'lossless-json';

export type OutputFormat = 'json' | 'ndjson' | 'table';
export const OUTPUT_FORMATS: readonly OutputFormat[] = ['json', 'ndjson', 'table'];

/**
 * Where the CLI writes. Stdout gets results only; stderr gets messages, errors and progress.
 * Every text goes through {@link redact}: the access token never reaches either stream.
 */
export class Io {
  private readonly secrets: string[] = [];

  constructor(
    readonly stdout: NodeJS.WriteStream = process.stdout,
    readonly stderr: NodeJS.WriteStream = process.stderr,
  ) {}

  get stdoutIsTty(): boolean {
    return Boolean(this.stdout.isTTY);
  }

  get stderrIsTty(): boolean {
    return Boolean(this.stderr.isTTY);
  }

  /** Terminal width for tables; 0 (no limit) when stdout is not a terminal. */
  get width(): number {
    return this.stdout.isTTY ? this.stdout.columns || 80 : 0;
  }

  /** Never to be written anywhere. */
  addSecret(secret: string | undefined): void {
    if (secret && secret.length >= 4 && !this.secrets.includes(secret)) this.secrets.push(secret);
  }

  redact(text: string): string {
    for (const secret of this.secrets) if (text.includes(secret)) text = text.split(secret).join('***');
    return text;
  }

  /** Writes to stdout, waiting when the pipe is full (so that a stream of pages stays in constant memory). */
  async out(text: string): Promise<void> {
    if (!this.stdout.write(this.redact(text))) {
      await new Promise<void>((resolve) => {
        const done = () => {
          this.stdout.off('drain', done);
          this.stdout.off('close', done);
          this.stdout.off('error', done);
          resolve();
        };
        this.stdout.once('drain', done);
        this.stdout.once('close', done);
        this.stdout.once('error', done);
      });
    }
  }

  err(line: string): void {
    this.stderr.write(`${this.redact(line)}\n`);
  }
}

/** JSON with every digit of big integers: compact, or indented by 2. */
export function toJson(value: unknown, pretty: boolean): string {
  if (!pretty) return stringifyJson(value);
  try {
    return JSON.stringify(value, null, 2) ?? 'null';
  } catch (error) {
    if (error instanceof TypeError && /BigInt/i.test(error.message))
      return losslessStringify(value, undefined, 2) ?? 'null';
    throw error;
  }
}

/**
 * The items of a list answer: the array itself, or the array field of a page
 * (`items`, `sourceModels`, ... whatever its name); `undefined` when the answer is no list.
 */
export function itemsKeyOf(value: unknown): string | undefined {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => Array.isArray(v));
  if (!entries.length) return undefined;
  return entries.find(([key]) => key === 'items')?.[0] ?? entries[0][0];
}

export function itemsOf(value: unknown): unknown[] | undefined {
  if (Array.isArray(value)) return value;
  const key = itemsKeyOf(value);
  return key ? ((value as Record<string, unknown[]>)[key] ?? []) : undefined;
}

/** Prints one answer in the chosen format. */
export async function printResult(
  io: Io,
  value: unknown,
  format: OutputFormat,
  columns: string[] | undefined,
): Promise<void> {
  if (value === undefined) return;
  if (typeof value === 'string') {
    await io.out(value.endsWith('\n') ? value : `${value}\n`);
    return;
  }
  if (format === 'json') {
    await io.out(`${toJson(value, io.stdoutIsTty)}\n`);
    return;
  }
  const items = itemsOf(value) ?? [value];
  if (format === 'ndjson') {
    for (const item of items) await io.out(`${toJson(item, false)}\n`);
    return;
  }
  await io.out(table(items, columns, io.width));
}

/** Reads a dotted path: `information.sourceStatus.type`. */
export function pick(item: unknown, path: string): unknown {
  let value: unknown = item;
  for (const part of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

const isScalar = (value: unknown) =>
  ['string', 'number', 'boolean', 'bigint'].includes(typeof value) || value === null;

/** The columns a table shows when none are chosen: the first scalar fields of the items, six at most. */
export function defaultColumns(items: unknown[]): string[] {
  const columns: string[] = [];
  for (const item of items.slice(0, 20)) {
    if (!item || typeof item !== 'object') continue;
    for (const [key, value] of Object.entries(item)) {
      if (isScalar(value) && !columns.includes(key)) columns.push(key);
    }
  }
  return columns.slice(0, 6);
}

function cell(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'object') return toJson(value, false);
  return String(value).replace(/\s+/g, ' ');
}

/** A plain text table (header, two spaces between columns) fitted to `width` when it is not 0. */
export function table(items: unknown[], chosen: string[] | undefined, width: number): string {
  if (items.length && items.every((item) => !item || typeof item !== 'object')) {
    return `${items.map(cell).join('\n')}\n`;
  }
  const columns = chosen?.length ? chosen : defaultColumns(items);
  if (!columns.length) return '';
  const rows = [
    columns.map((c) => c.toUpperCase()),
    ...items.map((item) => columns.map((c) => cell(pick(item, c)))),
  ];
  const widths = columns.map((_, i) => Math.max(...rows.map((row) => row[i].length)));
  if (width > 0) {
    const total = () => widths.reduce((sum, w) => sum + w, 0) + 2 * (widths.length - 1);
    while (total() > width) {
      const widest = widths.indexOf(Math.max(...widths));
      if (widths[widest] <= 4) break;
      widths[widest]--;
    }
  }
  const fit = (text: string, w: number) =>
    text.length > w ? `${text.slice(0, Math.max(0, w - 1))}…` : text.padEnd(w);
  return `${rows
    .map((row) =>
      row
        .map((text, i) => fit(text, widths[i]))
        .join('  ')
        .trimEnd(),
    )
    .join('\n')}\n`;
}
