/*
 * Types of the calls the platform publishes, read from the generated types of its OpenAPI specs
 * (packages/client/src/generated/<service>.ts, an `operations` entry per operation). Types only: nothing
 * here reaches a bundle.
 */

/** The JSON form of a content map (`application/json`, or `*` `/` `*` as Spring publishes JSON). */
type JsonOf<C> = C extends { 'application/json': infer T }
  ? T
  : C extends { '*/*': infer T }
    ? T
    : C[keyof C];

/** The query parameters of a published operation `O`, e.g. `QueryOf<operations['postClassify']>`. */
export type QueryOf<O> = O extends { parameters: { query?: infer Q } } ? Exclude<Q, undefined> : never;

/** The JSON body of a published operation `O`. */
export type BodyOf<O> = O extends { requestBody?: { content: infer C } } ? JsonOf<C> : never;

/** What a published operation `O` answers: its 200's (else 201's, else 202's) JSON, or `{}` for an answer with none (204). */
export type AnswerOf<O> = O extends { responses: infer R }
  ? R extends { 200: { content: infer C } }
    ? JsonOf<C>
    : R extends { 201: { content: infer C } }
      ? JsonOf<C>
      : R extends { 202: { content: infer C } }
        ? JsonOf<C>
        : Record<string, never>
  : never;

/** `Q` with the keys `K` optional: the organization's query parameter, which the client fills in. */
export type OptionalKeys<Q, K extends string> = Omit<Q, K> & Partial<Pick<Q, K & keyof Q>>;

/** `T` with the keys `K` required and non-null: a published schema tightened where the platform always answers them. */
export type WithRequired<T, K extends keyof T> = T & { [P in K]-?: NonNullable<T[P]> };
