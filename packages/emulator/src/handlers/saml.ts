import { randomUUID } from 'node:crypto';
import type { EmulatorContext } from '../context';
import type { Behaviours } from '../engine/hooks';
import { badRequest, notFound } from '../http';
import { groupsOf, listOf } from '../model/groups';
import { checkFields, required } from '../model/rest';
import type { OrganizationStore } from '../state';
import type { Handlers } from './types';

// The organization's one SAML identity provider, in a document of its store. Other organizations may
// name it as available to them (`organizationIds`); its realms are those the groups attach for it.

type Rec = Record<string, any>;

const DOCUMENT = 'saml.identityProvider';
const REQUIRED = required('displayName', 'entityId', 'postBindingEndpoint', 'x509Certificate');
const providerOf = (store: OrganizationStore) => store.documents.get(DOCUMENT) as Rec | undefined;

function requireProvider(ctx: EmulatorContext): Rec {
  const provider = providerOf(ctx.store);
  if (!provider) throw notFound('SAML identity provider of the organization', ctx.org);
  return provider;
}

/**
 * Checks what the published schema leaves open (it types the fields): the four required ones, not
 * blank; an http(s) endpoint; an id per organization. The organization itself is always among
 * `organizationIds`, with the display names of the organizations.
 */
function providerFields(ctx: EmulatorContext, body: Rec): Rec {
  checkFields(body, REQUIRED, 'The identity provider');
  const endpoint = body.postBindingEndpoint;
  if (!URL.canParse(endpoint) || !/^https?:$/.test(new URL(endpoint).protocol)) {
    throw badRequest(`The field 'postBindingEndpoint' must be an http(s) URL; got '${endpoint}'.`);
  }
  const ids: string[] = (body.organizationIds ?? []).map(({ id }: Rec, index: number) => {
    if (!id) throw badRequest(`organizationIds[${index}] needs an 'id': an organization id.`);
    return id;
  });
  const organizationIds = [...new Set([ctx.org, ...ids])].map((id) => ({
    id,
    displayName: ctx.state.organizations.records.get(id)?.displayName ?? id,
  }));
  return { ...body, organizationIds };
}

/** The engine reads, makes (once), replaces and deletes the provider, in the organization's document. */
export const samlBehaviours: Behaviours = {
  'saml.getProvider': {
    records: DOCUMENT,
    label: 'SAML identity provider of the organization',
    accept: (ctx, body, before) => ({ ...providerFields(ctx, body), id: before?.id ?? randomUUID() }),
  },
};

export const samlHandlers: Handlers = {
  'saml.isEnabled': (ctx) => ({ organizationId: ctx.org, samlEnabled: providerOf(ctx.store) !== undefined }),
  // The organization's own provider, and those of other organizations that name it in `organizationIds`.
  'saml.listAvailableProviders': (ctx) =>
    ctx.state.organizations
      .list()
      .map(({ id }) => providerOf(ctx.state.store(id)))
      .filter((provider) => provider?.organizationIds?.some((o: Rec) => o.id === ctx.org)),
  // The SAML realms the organization's groups attach for its identity provider.
  'saml.listRealms': (ctx) => {
    const { id } = requireProvider(ctx);
    const realms = groupsOf(ctx.store)
      .list()
      .flatMap((group) => listOf(group.realms))
      .filter((realm) => realm.provider === 'SAML' && realm.samlIdentityProviderId === id);
    return [...new Map(realms.map((realm) => [realm.id, realm])).values()];
  },
};
