// Catalog calls whose requests the emulator checks against the published schemas but does not yet
// refuse: the client or its tests still send what the platform refuses there (issue 24 empties this
// list; a call leaves it once what it sends conforms). Their differences are reported like the others.
export const REQUESTS_NOT_YET_ENFORCED: ReadonlySet<string> = new Set([
  // The spec publishes one required query parameter `params` of type ListPropertiesRequest: a Spring
  // object the platform binds from separate query parameters (filter, page, perPage, ...), which is how
  // its own client sends them. Checked as published, every listing is refused; it leaves this list once
  // the check reads an object-typed query parameter from its properties.
  'ua.properties.list',
]);
