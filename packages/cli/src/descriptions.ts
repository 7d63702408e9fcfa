import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/** A method's TSDoc, as the build step (scripts/descriptions.mjs) extracts it. */
export interface MethodDoc {
  summary: string;
  params?: Record<string, string>;
  returns?: string;
  throws?: string;
  deprecated?: string | true;
  example?: string;
  remarks?: string;
}

export interface Descriptions {
  /** By catalog name: `sources.startRefresh`. */
  methods: Record<string, MethodDoc>;
  /** By resource path: `sources`, `sources.mappings`. */
  areas: Record<string, { summary: string; property?: string }>;
}

let loaded: Descriptions | undefined;

/** dist/descriptions.json, beside the built CLI; empty when absent (running from sources). */
export function descriptions(): Descriptions {
  if (!loaded) {
    try {
      loaded = JSON.parse(
        readFileSync(new URL('./descriptions.json', import.meta.url), 'utf8'),
      ) as Descriptions;
    } catch {
      loaded = { methods: {}, areas: {} };
    }
  }
  return loaded;
}

/** The first sentence, for lists: up to the first `. ` outside backticks, 100 characters at most. */
export function firstSentence(text: string | undefined): string {
  if (!text) return '';
  let inCode = false;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '`') inCode = !inCode;
    if (!inCode && text[i] === '.' && (i === text.length - 1 || text[i + 1] === ' ')) {
      text = text.slice(0, i + 1);
      break;
    }
  }
  return text.length > 100 ? `${text.slice(0, 99)}…` : text;
}

/** One call's line in the catalog: what it does, and what replaces it when the platform deprecates it. */
export interface CallSummary {
  summary: string;
  deprecated?: string | true;
}

let catalogSummaries: Record<string, CallSummary> | undefined;

/** The catalog's summary of each call, by name (`@platform-admin/client/summaries.json`). */
export function summaries(): Record<string, CallSummary> {
  if (!catalogSummaries) {
    try {
      const file = createRequire(import.meta.url).resolve('@platform-admin/client/summaries.json');
      catalogSummaries = JSON.parse(readFileSync(file, 'utf8')) as Record<string, CallSummary>;
    } catch {
      catalogSummaries = {};
    }
  }
  return catalogSummaries;
}
