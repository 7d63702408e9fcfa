import { badRequest } from './http';
import { provisionOrganization } from './provision';
import type { EmulatorState } from './state';

/** Records to load into the emulator. */
export interface Seed {
  organizations?: Array<{ id: string; displayName?: string; [field: string]: unknown }>;
  tokens?: Array<{
    token: string;
    username: string;
    displayName?: string;
    email?: string;
    organizations?: string[];
  }>;
  /** Per organization id, per collection name (`sources`, `apikeys`, ...), records with an `id`. */
  records?: Record<string, Record<string, Array<Record<string, unknown>>>>;
}

/** The token the emulator accepts out of the box, for the organization {@link DEFAULT_ORGANIZATION_ID}. */
export const DEFAULT_TOKEN = 'emulator-admin-token';
export const DEFAULT_ORGANIZATION_ID = 'emulator-org';
/** A token of another user, allowed only in {@link OTHER_ORGANIZATION_ID}: for 403 checks. */
export const OTHER_TOKEN = 'emulator-other-token';
export const OTHER_ORGANIZATION_ID = 'emulator-other-org';

export const DEFAULT_SEED: Seed = {
  organizations: [
    { id: DEFAULT_ORGANIZATION_ID, displayName: 'Emulator organization' },
    { id: OTHER_ORGANIZATION_ID, displayName: 'Another organization' },
  ],
  tokens: [
    {
      token: DEFAULT_TOKEN,
      username: 'admin@emulator.local',
      displayName: 'Emulator Admin',
      email: 'admin@emulator.local',
      organizations: [DEFAULT_ORGANIZATION_ID],
    },
    {
      token: OTHER_TOKEN,
      username: 'other@emulator.local',
      displayName: 'Other User',
      email: 'other@emulator.local',
      organizations: [OTHER_ORGANIZATION_ID],
    },
  ],
};

/** Loads records. @throws HttpError 400 for a malformed seed. */
export function applySeed(state: EmulatorState, seed: Seed): void {
  if (!seed || typeof seed !== 'object') throw badRequest('A seed must be a JSON object.');
  for (const organization of seed.organizations ?? []) {
    if (!organization?.id) throw badRequest('Every seeded organization needs an id.');
    state.organizations.insert({
      displayName: organization.id,
      type: 'Standard',
      createdDate: Date.now(),
      ...organization,
    });
    provisionOrganization(state.store(organization.id));
  }
  for (const token of seed.tokens ?? []) {
    if (!token?.token || !token.username) throw badRequest('Every seeded token needs token and username.');
    const existing = state.tokens.get(token.token);
    state.tokens.set(token.token, {
      ...token,
      organizations: new Set([...(existing?.organizations ?? []), ...(token.organizations ?? [])]),
    });
  }
  for (const [organizationId, collections] of Object.entries(seed.records ?? {})) {
    for (const [name, records] of Object.entries(collections ?? {})) {
      if (!Array.isArray(records)) throw badRequest(`Seeded records of '${name}' must be an array.`);
      const collection = state.store(organizationId).collection(name);
      for (const record of records) collection.insert(record);
    }
  }
}
