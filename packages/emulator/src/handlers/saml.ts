import { randomUUID } from 'node:crypto';
import type { EmulatorContext } from '../context';
import { badRequest, conflict, created, noContent, notFound } from '../http';
import type { OrganizationStore } from '../state';
import { groupsOf, listOf } from './groups';
import { requireObject } from './rest';
import type { Handlers } from './types';

type Rec = Record<string, any>;

/** The organization's one identity provider lives in this document of its store. */
const DOCUMENT = 'saml.identityProvider';

const providerOf = (store: OrganizationStore) => store.documents.get(DOCUMENT) as Rec | undefined;

function requireProvider(ctx: EmulatorContext): Rec {
  const provider = providerOf(ctx.store);
  if (!provider) throw notFound('SAML identity provider of the organization', ctx.org);
  return provider;
}

/**
 * Checks what the published schema leaves open in an identity provider body (it types the fields): the
 * four required ones, not blank; an http(s) endpoint; an id per organization. The organization itself
 * is always among `organizationIds`.
 */
function providerFields(ctx: EmulatorContext, value: unknown): Rec {
  const { id: _id, ...body } = requireObject(value, 'The identity provider');
  for (const field of ['displayName', 'entityId', 'postBindingEndpoint', 'x509Certificate']) {
    if (typeof body[field] !== 'string' || !body[field].trim()) {
      throw badRequest(`The field '${field}' is required and must be a non-empty string.`);
    }
  }
  let url: URL | undefined;
  try {
    url = new URL(body.postBindingEndpoint);
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) {
    throw badRequest(
      `The field 'postBindingEndpoint' must be an http(s) URL; got '${body.postBindingEndpoint}'.`,
    );
  }
  // The published schema makes organizationIds an array of { id, displayName } objects.
  const organizationIds: Rec[] = body.organizationIds ?? [];
  const organizations = organizationIds.map((entry, index) => {
    const id = entry.id;
    if (typeof id !== 'string' || !id) {
      throw badRequest(`organizationIds[${index}] needs an 'id': an organization id.`);
    }
    return { id, displayName: ctx.state.organizations.records.get(id)?.displayName ?? id };
  });
  if (!organizations.some((o: Rec) => o.id === ctx.org)) {
    organizations.unshift({
      id: ctx.org,
      displayName: ctx.state.organizations.records.get(ctx.org)?.displayName ?? ctx.org,
    });
  }
  return { ...body, organizationIds: organizations };
}

export const samlHandlers: Handlers = {
  'saml.isEnabled': (ctx) => ({ organizationId: ctx.org, samlEnabled: providerOf(ctx.store) !== undefined }),
  /** The organization's own provider, and those of other organizations that list it in `organizationIds`. */
  'saml.listAvailableProviders': (ctx) => {
    const providers: Rec[] = [];
    for (const organization of ctx.state.organizations.list()) {
      const provider = providerOf(ctx.state.store(organization.id));
      if (provider?.organizationIds?.some((o: Rec) => o.id === ctx.org)) providers.push(provider);
    }
    return providers;
  },
  'saml.getProvider': (ctx) => requireProvider(ctx),
  'saml.createProvider': async (ctx) => {
    const fields = providerFields(ctx, await ctx.json());
    const existing = providerOf(ctx.store);
    if (existing) {
      throw conflict(
        `The organization '${ctx.org}' already has a SAML identity provider ('${existing.id}'); update or delete it.`,
      );
    }
    const provider = { ...fields, id: randomUUID() };
    ctx.store.documents.set(DOCUMENT, provider);
    return created(provider);
  },
  'saml.updateProvider': async (ctx) => {
    const existing = requireProvider(ctx);
    const provider = { ...providerFields(ctx, await ctx.json()), id: existing.id };
    ctx.store.documents.set(DOCUMENT, provider);
    return provider;
  },
  'saml.deleteProvider': (ctx) => {
    requireProvider(ctx);
    ctx.store.documents.delete(DOCUMENT);
    return noContent();
  },
  /** The SAML realms that the organization's groups attach for this identity provider. */
  'saml.listRealms': (ctx) => {
    const provider = requireProvider(ctx);
    const realms = new Map<string, Rec>();
    for (const group of groupsOf(ctx).list()) {
      for (const realm of listOf(group.realms)) {
        if (realm.provider === 'SAML' && realm.samlIdentityProviderId === provider.id)
          realms.set(realm.id, realm);
      }
    }
    return [...realms.values()];
  },
};
