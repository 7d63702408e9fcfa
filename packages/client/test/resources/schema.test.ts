import { describe, expect, it } from 'vitest';
import { DEFAULT_ORGANIZATION_ID, rejection, useEmulator } from '../../../../test/support';
import { expectPublishedAnswer } from './publishedAnswers';

const env = useEmulator();
const base = `/rest/organizations/${DEFAULT_ORGANIZATION_ID}/schema/sources`;

describe('schema', () => {
  it('creates, reads, replaces and deletes a schema source, checked against the schema', async () => {
    const client = env.client();
    const schema = { objects: [{ ObjectName: 'Case', Fields: ['Id', 'Subject'] }] };
    const source = await client.schema.create(
      { name: 'Salesforce', sourceType: 'SALESFORCE', schema },
      { rebuild: true },
    );
    const wire = await env.lastRequest();
    expect(wire).toMatchObject({ method: 'POST', path: base, query: 'rebuild=true' });
    expect(JSON.parse(wire.body)).toEqual({ name: 'Salesforce', sourceType: 'SALESFORCE', schema });
    expect(source).toMatchObject({
      name: 'Salesforce',
      sourceVisibility: 'SECURED',
      schema,
    });

    const updated = await client.schema.update(
      source.id,
      { name: 'SF', sourceType: 'SALESFORCE' },
      { updateSecurityProviders: false },
    );
    expect(await env.lastRequest()).toMatchObject({
      method: 'PUT',
      path: `${base}/${source.id}`,
      query: 'updateSecurityProviders=false',
    });
    expect(updated).toMatchObject({ id: source.id, name: 'SF', createdDate: source.createdDate });
    expect(await client.schema.get(source.id)).toEqual(updated);
    expect(await client.schema.delete(source.id)).toEqual({});
    expect((await rejection(client.schema.get(source.id))).status).toBe(404);

    for (const body of [
      { name: 'x', sourceType: 'WEB2' },
      { name: 'x', sourceType: 'SALESFORCE', schema: { objects: [{ ObjectName: 'Nope', Fields: [] }] } },
      {
        name: 'x',
        sourceType: 'SALESFORCE',
        schema: { objects: [{ ObjectName: 'Case', Fields: ['Nope'] }] },
      },
    ]) {
      expect((await rejection(client.schema.create(body))).status).toBeGreaterThanOrEqual(400);
    }
  });

  it('lists entities and fields of a source type', async () => {
    const client = env.client();
    const entities = await client.schema.listEntities('SALESFORCE', {
      query: 'c',
      offset: 0,
      limit: 2,
      instanceUrl: 'https://x.my.salesforce.com',
    });
    expect(await env.lastRequest()).toMatchObject({
      path: `${base}/SALESFORCE/entities`,
      query: 'query=c&offset=0&limit=2&instanceUrl=https%3A%2F%2Fx.my.salesforce.com',
    });
    expect(entities?.entitiesCount).toBe(4);
    expect(entities?.entities).toEqual([
      { id: 'Account', displayName: 'Account' },
      { id: 'Case', displayName: 'Case' },
    ]);
    const instanceUrl = 'https://x.my.salesforce.com';
    const chosen = await client.schema.listEntities('SALESFORCE', { entityIds: 'Case,Account', instanceUrl });
    expect((await env.lastRequest()).query).toContain('entityIds=Case%2CAccount');
    expect(chosen?.entities?.map((e) => e.id)).toEqual(['Account', 'Case']);
    const entity = await client.schema.getEntity('SALESFORCE', 'Case', { filter: 'sub', instanceUrl });
    expect(await env.lastRequest()).toMatchObject({
      path: `${base}/SALESFORCE/entities/Case`,
      query: 'filter=sub&instanceUrl=https%3A%2F%2Fx.my.salesforce.com',
    });
    expect(entity).toEqual({
      entitiesCount: 1,
      entities: [
        {
          id: 'Case',
          displayName: 'Case',
          fields: [{ id: 'Subject', displayName: 'Subject', type: 'string' }],
        },
      ],
    });
    const fields = await client.schema.listEntityFields('SALESFORCE', 'Case', { instanceUrl });
    expect((await env.lastRequest()).path).toBe(`${base}/SALESFORCE/entities/Case/fields`);
    expect(fields?.entities[0].fields?.find((f) => f.id === 'AccountId')).toEqual({
      id: 'AccountId',
      displayName: 'Account Id',
      type: 'reference',
      reference: 'Account',
    });
    expect(
      (await rejection(client.schema.listEntityFields('SALESFORCE', 'Nope', { instanceUrl }))).status,
    ).toBe(404);
    expect((await rejection(client.schema.listEntities('WEB2', { instanceUrl }))).status).toBe(400);
    const anywhere = await rejection(client.schema.listEntityFields('SALESFORCE', 'Case'));
    expect(anywhere.message).toContain("the query parameter 'instanceUrl' is required");
  });

  it('translates the generic form into the specific one and back, each form sent as JSON text', async () => {
    const client = env.client();
    const defaults = await client.schema.getDefaultObjectsToGet('SERVICENOW');
    expect((await env.lastRequest()).path).toBe(`${base}/SERVICENOW/defaultObjectsToGet`);
    expect(defaults).toEqual({
      objects: [
        { ObjectName: 'incident', Fields: ['sys_id', 'Name', 'CreatedDate'] },
        { ObjectName: 'kb_knowledge', Fields: ['sys_id', 'Name', 'CreatedDate'] },
      ],
    });
    const generic = JSON.stringify(defaults);
    const specific = await client.schema.translateSpecific('SERVICENOW', generic);
    let wire = await env.lastRequest();
    expect(wire).toMatchObject({ method: 'POST', path: `${base}/SERVICENOW/translate/specific` });
    expect(wire.headers['content-type']).toBe('application/json');
    expect(wire.body).toBe(generic); // the text as given, not a JSON string of it
    expect(specific).toEqual({
      incident: { fields: ['sys_id', 'Name', 'CreatedDate'] },
      kb_knowledge: { fields: ['sys_id', 'Name', 'CreatedDate'] },
    });

    const back = await client.schema.translateGeneric('SERVICENOW', JSON.stringify(specific));
    wire = await env.lastRequest();
    expect(wire).toMatchObject({ method: 'POST', path: `${base}/SERVICENOW/translate/generic` });
    expect(JSON.parse(wire.body)).toEqual(specific);
    expect(back).toEqual(defaults);

    // Salesforce relationships pass through both ways.
    const related = {
      objects: [
        {
          ObjectName: 'Case',
          Fields: ['Id', 'Subject'],
          ParentRelationships: [{ relationshipName: 'Account', fields: ['Name'] }],
        },
      ],
    };
    const sf = await client.schema.translateSpecific('SALESFORCE', JSON.stringify(related));
    expect(await client.schema.translateGeneric('SALESFORCE', JSON.stringify(sf))).toEqual(related);

    const withFields = await client.schema.translateSpecificWithFields('SERVICENOW', generic, {
      instanceUrl: 'https://x.service-now.com',
      username: 'u',
    });
    expect(await env.lastRequest()).toMatchObject({
      path: `${base}/SERVICENOW/translate/specificWithFields`,
      query: 'instanceUrl=https%3A%2F%2Fx.service-now.com&username=u',
      body: generic,
    });
    expect(withFields.incident).toEqual({
      fields: [
        { id: 'sys_id', displayName: 'sys id', type: 'id' },
        { id: 'Name', displayName: 'Name', type: 'string' },
        { id: 'CreatedDate', displayName: 'Created Date', type: 'datetime' },
      ],
    });
  });

  it('refuses a translation of an unknown entity or field or a malformed form; sends an object given for the text as JSON', async () => {
    const client = env.client();
    const unknownEntity = JSON.stringify({ objects: [{ ObjectName: 'x', Fields: [] }] });
    expect((await rejection(client.schema.translateSpecific('SERVICENOW', unknownEntity))).status).toBe(404);
    const unknownField = await rejection(
      client.schema.translateGeneric('SERVICENOW', JSON.stringify({ incident: { fields: ['nope'] } })),
    );
    expect(unknownField.status).toBe(400);
    expect(unknownField.message).toContain("The entity 'incident' has no field named: nope");
    const oldNames = JSON.stringify({ objects: [{ name: 'incident', fields: ['sys_id'] }] });
    const malformed = await rejection(client.schema.translateSpecific('SERVICENOW', oldNames));
    expect(malformed.status).toBe(400);
    expect(malformed.message).toContain("objects[0] needs an 'ObjectName'");
    const noFields = await rejection(client.schema.translateGeneric('SERVICENOW', '{"incident":{}}'));
    expect(noFields.message).toContain("The entity 'incident' needs 'fields'");
    expect((await rejection(client.schema.translateGeneric('SERVICENOW', '{not json'))).status).toBe(400);
    // An object given in place of the text (from JavaScript) is sent as its JSON: the same body.
    const asObject = { objects: [{ ObjectName: 'incident', Fields: ['sys_id'] }] };
    const fromObject = await client.schema.translateSpecific('SERVICENOW', asObject as unknown as string);
    const wire = await env.lastRequest();
    expect(wire.headers['content-type']).toBe('application/json');
    expect(JSON.parse(wire.body)).toEqual(asObject);
    expect(fromObject).toEqual({ incident: { fields: ['sys_id'] } });
  });

  it('translates with mappings: the type defaults without objects, a generic form sent as JSON', async () => {
    const client = env.client();
    const credentials = { instanceUrl: 'https://x.service-now.com', username: 'u' };
    const translated = await client.schema.translateSpecificWithMappings('SERVICENOW', credentials);
    expect(Object.keys(translated)).toEqual(['incident', 'kb_knowledge']);
    expect(translated.incident).toEqual({
      fields: [
        { id: 'sys_id', displayName: 'sys id', type: 'id' },
        { id: 'Name', displayName: 'Name', type: 'string' },
        { id: 'CreatedDate', displayName: 'Created Date', type: 'datetime' },
      ],
      mappings: ['sys_id', 'Name', 'CreatedDate'].map((field) => ({
        kind: 'MAPPING',
        type: 'incident',
        fieldName: `incident${field.toLowerCase()}`,
        extractionMethod: 'METADATA',
        content: `%[${field}]`,
      })),
    });

    const path = `${base}/SALESFORCE/translate/specificWithMappings?instanceUrl=https://x.my.salesforce.com`;
    const related = { ObjectName: 'Case', Fields: ['Subject'], ParentRelationships: [{ name: 'Account' }] };
    const sent = await env.sendJson('POST', path, JSON.stringify({ objects: [related] }));
    expect(sent.status).toBe(200);
    expect(sent.body.Case).toMatchObject({
      fields: [{ id: 'Subject', type: 'string' }],
      mappings: [{ type: 'Case', fieldName: 'casesubject', content: '%[Subject]' }],
      ParentRelationships: [{ name: 'Account' }],
    });
    const unknown = JSON.stringify({ objects: [{ ObjectName: 'Case', Fields: ['Nope'] }] });
    const refused = await env.sendJson('POST', path, unknown);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toContain("The entity 'Case' has no field named: Nope");
  });

  it('describes Salesforce objects by name, with their mapped fields and relationships', async () => {
    const client = env.client();
    const session = { instanceUri: 'https://x.my.salesforce.com', sessionId: 's' };
    const [contact, knowledge] = await client.schema.salesforce.loadObjects(
      { names: ['Contact', 'KnowledgeArticleVersion'] },
      session,
    );
    expect(contact).toMatchObject({
      objectType: 'Contact',
      shouldIndexByDefault: true,
      isKnowledgeObject: false,
      titleFields: ['Name'],
      relationships: [
        { name: 'Account', field: 'AccountId', referenceTo: ['Account'] },
        { name: 'Owner', field: 'OwnerId', referenceTo: ['User'] },
      ],
    });
    expect(contact.fields.map((f) => f.name)).toEqual([
      'Id',
      'CreatedDate',
      'LastModifiedDate',
      'Name',
      'LastName',
      'Email',
      'Phone',
      'AccountId',
      'OwnerId',
    ]);
    expect(contact.fieldsByCoveoName.sfcontactemail).toMatchObject({
      name: 'Email',
      kind: 'email',
      mapping: { extractionMethod: 'METADATA', content: '%[Email]' },
    });
    expect(contact.fieldsBySalesforceName.AccountId).toEqual([contact.fieldsByName.AccountId[0]]);
    expect(contact.relationshipsByName.Owner).toEqual({
      name: 'Owner',
      field: 'OwnerId',
      referenceTo: ['User'],
    });
    // A content kind's objects are indexed by default only under its preset.
    expect(knowledge).toMatchObject({ isKnowledgeObject: true, shouldIndexByDefault: false });
    const [preset] = await client.schema.salesforce.loadObjects(
      { names: ['KnowledgeArticleVersion'] },
      { ...session, presets: 'knowledge' },
    );
    expect(preset.shouldIndexByDefault).toBe(true);

    const unknown = await rejection(
      client.schema.salesforce.loadObjects({ names: ['Case', 'Nope'] }, session),
    );
    expect(unknown.status).toBe(400);
    expect(unknown.message).toContain("The Salesforce organization has no object 'Nope'");
  });

  it('answers in salesforce.getDefaultObjectsToGet the objects loadObjects indexes by default, with their fields and mappings', async () => {
    const client = env.client();
    const defaults = await client.schema.salesforce.getDefaultObjectsToGet();
    const wire = await env.lastRequest();
    expect(wire).toMatchObject({
      method: 'GET',
      path: `/rest/organizations/${DEFAULT_ORGANIZATION_ID}/salesforce/defaultObjectsToGet`,
      query: '',
      endpoint: 'schema.salesforce.getDefaultObjectsToGet',
    });
    expectPublishedAnswer('schema.salesforce.getDefaultObjectsToGet', defaults);
    const session = { instanceUri: 'https://x.my.salesforce.com', sessionId: 's' };
    const names = [
      'Account',
      'Case',
      'Contact',
      'FeedItem',
      'KnowledgeArticleVersion',
      'Opportunity',
      'User',
    ];
    const described = await client.schema.salesforce.loadObjects({ names }, session);
    const byDefault = described.filter((object) => object.shouldIndexByDefault);
    expect(defaults.objects).toEqual(
      byDefault.map((object) => ({
        ObjectName: object.objectType,
        Fields: object.fields.map((f) => f.name),
      })),
    );
    const contact = described.find((object) => object.objectType === 'Contact')!;
    expect(defaults.mappings).toContainEqual({
      kind: 'MAPPING',
      type: 'Contact',
      fieldName: 'sfcontactemail',
      ...contact.fieldsByCoveoName.sfcontactemail.mapping,
    });
    expect(defaults.fields).toContainEqual({ name: 'sfcontactcreateddate', type: 'DATE' });
    expect(defaults.objects?.map((object) => object.ObjectName)).not.toContain('KnowledgeArticleVersion');

    // A preset adds the objects of its content kind, as loadObjects' presets do.
    const knowledge = await client.schema.salesforce.getDefaultObjectsToGet({ preset: 'knowledge' });
    expect(await env.lastRequest()).toMatchObject({ query: 'preset=knowledge' });
    expect(knowledge.objects?.map((object) => object.ObjectName)).toContain('KnowledgeArticleVersion');
    // The published preset B2BProduct names product objects this organization does not have: it adds none.
    const products = await client.schema.salesforce.getDefaultObjectsToGet({ preset: 'B2BProduct' });
    expect(products).toEqual(defaults);
  });

  it('validates a Slack token', async () => {
    const client = env.client();
    expect(await client.schema.validateSlackToken({ accessToken: 'xoxb-123-abc' })).toEqual({
      valid: true,
      team: 'emulator',
    });
    expect(await env.lastRequest()).toMatchObject({
      method: 'POST',
      path: `${base}/SLACK/validateToken`,
      query: 'accessToken=[redacted]', // sent; the request log keeps no token
    });
    expect(await client.schema.validateSlackToken({ accessToken: 'nope' })).toEqual({ valid: false });
  });

  it('describes the Salesforce organization in salesforce.loadOrganization: its objects as loadObjects does, its knowledge', async () => {
    const client = env.client();
    const session = { instanceUri: 'https://x.my.salesforce.com', sessionId: 's', presets: 'knowledge' };
    // The session goes in the query and, as the platform also asks, in a header of the settings.
    const organization = await client.schema.salesforce.loadOrganization(session, {
      headers: { 'X-Salesforce-Session-ID': 's' },
    });
    const wire = await env.lastRequest();
    expect(wire).toMatchObject({
      method: 'GET',
      path: '/rest/salesforce/schema/organization',
      // Sent; the request log keeps no Salesforce session.
      query: 'instanceUri=https%3A%2F%2Fx.my.salesforce.com&sessionId=[redacted]&presets=knowledge',
      endpoint: 'schema.salesforce.loadOrganization',
    });
    expect(wire.headers['x-salesforce-session-id']).toMatch(/^\[redacted sha256:[0-9a-f]{8}\]$/);
    expectPublishedAnswer('schema.salesforce.loadOrganization', organization);
    expect(organization.organizationId).toMatch(/^00D[0-9A-Za-z]{15}$/);
    expect(organization.knowledgeLanguages).toContain('en_US');
    expect(organization.dataCategoryGroups[0]?.values.map((v) => v.name)).toContain('All');
    // Each object's summary is what loadObjects describes of it, under the same presets.
    const names = organization.objects.map((o) => o.objectType);
    expect(names).toEqual(expect.arrayContaining(['Account', 'Case', 'KnowledgeArticleVersion']));
    const described = await client.schema.salesforce.loadObjects({ names }, session);
    expect(organization.objects).toEqual(
      described.map((d) => ({
        objectType: d.objectType,
        label: d.label,
        keyPrefix: d.keyPrefix,
        searchable: d.searchable,
        queryable: d.queryable,
        replicateable: d.replicateable,
        isCustomObject: d.isCustomObject,
        isKnowledgeObject: d.isKnowledgeObject,
        hasCustomFileType: d.hasCustomFileType,
        shouldIndexByDefault: d.shouldIndexByDefault,
      })),
    );
    const knowledge = organization.objects.find((o) => o.objectType === 'KnowledgeArticleVersion');
    expect(knowledge).toMatchObject({ isKnowledgeObject: true, shouldIndexByDefault: true });
    const { objects } = await client.schema.salesforce.loadOrganization({ ...session, presets: '' });
    expect(objects.find((o) => o.objectType === 'KnowledgeArticleVersion')?.shouldIndexByDefault).toBe(false);
  });

  it('answers the trial statuses of the Salesforce organization: no trial, as the published enums say', async () => {
    const client = env.client();
    const trial = `/rest/organizations/${DEFAULT_ORGANIZATION_ID}/salesforce/trial`;
    expect(await client.schema.salesforce.getTrialLicenseStatus()).toEqual({ status: 'CANNOT_START_TRIAL' });
    expect(await env.lastRequest()).toMatchObject({ method: 'GET', path: `${trial}/licenseStatus` });
    const { organizationId } = await client.schema.salesforce.loadOrganization({
      instanceUri: 'https://x.my.salesforce.com',
      sessionId: 's',
    });
    expect(organizationId).toMatch(/^00D/);
    const status = await client.schema.salesforce.getTrialProvisioningStatus({
      salesforceOrganizationId: organizationId,
    });
    expect(await env.lastRequest()).toMatchObject({
      method: 'GET',
      path: `${trial}/provisioningStatus`,
      query: `salesforceOrganizationId=${organizationId}`,
    });
    expectPublishedAnswer('schema.salesforce.getTrialProvisioningStatus', status);
    expect(status).toEqual({
      code: 'LEGACY',
      description: expect.stringContaining(organizationId),
      done: true,
    });
  });
});
