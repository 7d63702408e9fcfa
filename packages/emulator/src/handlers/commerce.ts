import type { EmulatorContext } from '../context';
import { collectionIn, recordsName } from '../engine';
import type { Behaviours } from '../engine/hooks';
import { notFound } from '../http';
import type { Handlers } from './types';

// Commerce configurations, which the engine keeps: each tracking id's synonyms apart, a document that is
// not there a 404, and the listing a shopper's URL falls under.

type Rec = Record<string, any>;
const V2 = '/rest/organizations/{org}/commerce/v2';
const trackingIdOf = (ctx: EmulatorContext) => encodeURIComponent(ctx.query('trackingId') ?? '');

/** The document `key` names. @throws HttpError 404 when there is none. */
function documentOf(ctx: EmulatorContext, key: string, label: string) {
  if (!ctx.store.documents.has(key)) throw notFound(label, ctx.query('trackingId') ?? '');
  return ctx.store.documents.get(key);
}

export const commerceBehaviours: Behaviours = {
  // Each tracking id has synonyms of its own: a rule is not found under another.
  'commerce.search.synonyms.get': {
    records: (ctx) => `commerce/v2/search/synonyms ${trackingIdOf(ctx)}`,
    label: 'Synonym',
  },
};

export const commerceHandlers: Handlers = {
  // The tracking id's listing with a pattern that is the URL (its query string and fragment left out),
  // else the tracking id's global listing configuration, which applies to every listing page.
  'commerce.listings.getByUrl': (ctx) => {
    const url = (ctx.query('url') ?? '').replace(/[?#].*$/, '');
    const listings = collectionIn(ctx.store, `${V2}/configurations/listings`).list();
    const matches = (l: Rec) =>
      l.trackingId === ctx.query('trackingId') && l.patterns.some((p: Rec) => p.url === url);
    const global = recordsName(`${V2}/configurations/listings/global`, trackingIdOf(ctx));
    return listings.find(matches) ?? documentOf(ctx, global, `Listing for '${url}' of the tracking id`);
  },
  // The document the engine's create, update and delete write.
  'commerce.productSuggestConfiguration.get': (ctx) =>
    documentOf(ctx, recordsName(ctx.endpoint.path, trackingIdOf(ctx)), 'Product suggest configuration'),
};
