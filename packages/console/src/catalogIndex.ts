import { catalog, type Endpoint } from '@platform-admin/client';

/** The family of a call: the first segment of its name (`sources` for `sources.mappings.get`). */
export const familyOf = (name: string) => name.split('.')[0];

const byName = new Map<string, Endpoint>();

/** The catalog entry named `name` (`sources.list`). @throws Error for a name the catalog lacks. */
export function endpoint(name: string): Endpoint {
  if (!byName.size) for (const entry of catalog) byName.set(entry.name, entry);
  const found = byName.get(name);
  if (!found) throw new Error(`No call named '${name}' in the catalog.`);
  return found;
}

/** Every call, by family, in catalog order. */
export function families(): Map<string, Endpoint[]> {
  const groups = new Map<string, Endpoint[]>();
  for (const entry of catalog) {
    const family = familyOf(entry.name);
    const list = groups.get(family) ?? [];
    list.push(entry);
    groups.set(family, list);
  }
  return groups;
}

/** Whether a call matches every word of a search: by name, path or family, case aside. */
export function matches(entry: Endpoint, search: string): boolean {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  if (!words.length) return true;
  const text = `${entry.name} ${entry.method} ${entry.path}`.toLowerCase();
  return words.every((word) => text.includes(word));
}
