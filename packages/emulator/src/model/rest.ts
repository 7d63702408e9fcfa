import type { EmulatorContext } from '../context';
import type { Handler } from '../handlers/types';
import { badRequest, created, noContent } from '../http';

/** A collection of the organization's store (or the platform-wide store for routes without `{org}`). */
export const collectionOf = (ctx: EmulatorContext, name: string, label = name) =>
  ctx.store.collection(name, label);

/** Checks that a JSON body is an object. @throws HttpError 400 otherwise. */
export function requireObject(body: unknown, what = 'The body'): Record<string, any> {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw badRequest(`${what} must be a JSON object.`);
  }
  return body as Record<string, any>;
}

/**
 * A model as a client sent it back, without the fields the platform owns: `id` and the audit fields
 * (`created`, `createdBy`, `updated`, `updatedBy`).
 */
export function withoutAuditFields(model: Record<string, any>): Record<string, any> {
  const { id: _id, created: _c, createdBy: _cb, updated: _u, updatedBy: _ub, ...rest } = model;
  return rest;
}

/** A record without some of its fields (those the platform sets, say). */
export const omit = (record: Record<string, any>, ...keys: string[]): Record<string, any> =>
  Object.fromEntries(Object.entries(record).filter(([key]) => !keys.includes(key)));

/**
 * A boolean query parameter of a published call, as the platform (Spring) reads it: `true`, `on`,
 * `yes` or `1`; `fallback` when absent. The published schema refused any other value before.
 */
export function flag(ctx: EmulatorContext, name: string, fallback = false): boolean {
  const value = ctx.query(name);
  return value ? /^(true|on|yes|1)$/i.test(value) : fallback;
}

/** Checks that a JSON body is an array. @throws HttpError 400 otherwise. */
export function requireArray(body: unknown, what = 'The body'): any[] {
  if (!Array.isArray(body)) throw badRequest(`${what} must be a JSON array.`);
  return body;
}

/** Ready-made handlers for plain collections: list, create, get, update, delete. */
export const rest = {
  list:
    (name: string, label?: string): Handler =>
    (ctx) =>
      collectionOf(ctx, name, label).list(),
  create:
    (
      name: string,
      label?: string,
      defaults: (ctx: EmulatorContext) => Record<string, unknown> = () => ({}),
    ): Handler =>
    async (ctx) =>
      created(
        collectionOf(ctx, name, label).insert({ ...defaults(ctx), ...requireObject(await ctx.json()) }),
      ),
  get:
    (name: string, param: string, label?: string): Handler =>
    (ctx) =>
      collectionOf(ctx, name, label).get(ctx.params[param]),
  update:
    (name: string, param: string, label?: string): Handler =>
    async (ctx) =>
      collectionOf(ctx, name, label).update(ctx.params[param], requireObject(await ctx.json())),
  delete:
    (name: string, param: string, label?: string): Handler =>
    (ctx) => {
      collectionOf(ctx, name, label).delete(ctx.params[param]);
      return noContent();
    },
  /** A single document: GET returns it (or `fallback`), PUT replaces it. */
  getDocument:
    (name: string, fallback: () => unknown = () => ({})): Handler =>
    (ctx) =>
      ctx.store.document(name, fallback),
  putDocument:
    (name: string): Handler =>
    async (ctx) => {
      const body = requireObject(await ctx.json());
      ctx.store.documents.set(name, body);
      return body;
    },
};
