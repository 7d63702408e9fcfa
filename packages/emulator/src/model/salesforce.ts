import { badRequest } from '../http';

/*
 * The Salesforce organization the emulator knows: a few standard objects, their fields and the
 * relationships their reference fields make. One description, two readers: the Salesforce source
 * configuration calls (handlers/sources.ts) and the schema sources' SALESFORCE entities (handlers/schema.ts).
 */

/** A field as Salesforce describes it; a reference names the objects it points at and its relationships. */
export interface SalesforceFieldFacts {
  name: string;
  label: string;
  /** Salesforce's field type: `id`, `string`, `reference`, `picklist`, `datetime`... */
  type: string;
  referenceTo?: string[];
  /** The parent relationship the reference makes (`Account` for `Contact.AccountId`). */
  relationshipName?: string;
  /** The child relationship it makes on the object it points at (`Contacts` on Account). */
  childRelationshipName?: string;
}

/** An object, with the content kind (the published object `type`) a source turns on to index it. */
export interface SalesforceObjectFacts {
  name: string;
  label: string;
  /** The first three characters of its records' ids. */
  keyPrefix: string;
  contentKind?: 'SERVICE_CLOUD' | 'KNOWLEDGEBASE' | 'CHATTER';
  categories: string[];
  fields: SalesforceFieldFacts[];
}

const field = (name: string, label: string, type = 'string'): SalesforceFieldFacts => ({ name, label, type });
const reference = (
  name: string,
  label: string,
  referenceTo: string[],
  relationshipName: string,
  childRelationshipName?: string,
): SalesforceFieldFacts => ({
  name,
  label,
  type: 'reference',
  referenceTo,
  relationshipName,
  childRelationshipName,
});
/** The fields every object has. */
const common = () => [
  field('Id', 'Record ID', 'id'),
  field('CreatedDate', 'Created Date', 'datetime'),
  field('LastModifiedDate', 'Last Modified Date', 'datetime'),
];

/**
 * The organization itself: its id (18 characters, Salesforce's case-safe form), the languages of its
 * knowledge articles and the data category groups that classify them. It is no trial organization.
 */
export const SALESFORCE_ORGANIZATION = {
  id: '00D000000000001EAA',
  knowledgeLanguages: ['en_US', 'fr'],
  /** One group of data categories, each value labelled by its name. */
  dataCategoryGroups: [
    { name: 'Products', values: ['All', 'Software', 'Hardware'].map((name) => ({ name, label: name })) },
  ],
};

/** The objects, by name (in this order: schema sources list them so). */
export const SALESFORCE_OBJECTS: SalesforceObjectFacts[] = [
  {
    name: 'Account',
    keyPrefix: '001',
    label: 'Account',
    categories: ['STANDARD'],
    fields: [
      ...common(),
      field('Name', 'Account Name'),
      field('Industry', 'Industry', 'picklist'),
      field('AnnualRevenue', 'Annual Revenue', 'currency'),
      field('Website', 'Website', 'url'),
      reference('ParentId', 'Parent Account ID', ['Account'], 'Parent', 'ChildAccounts'),
      reference('OwnerId', 'Owner ID', ['User'], 'Owner'),
    ],
  },
  {
    name: 'Case',
    keyPrefix: '500',
    label: 'Case',
    contentKind: 'SERVICE_CLOUD',
    categories: ['SERVICE_CLOUD', 'STANDARD'],
    fields: [
      ...common(),
      field('CaseNumber', 'Case Number'),
      field('Subject', 'Subject'),
      field('Description', 'Description', 'textarea'),
      field('Status', 'Status', 'picklist'),
      field('Priority', 'Priority', 'picklist'),
      reference('AccountId', 'Account ID', ['Account'], 'Account', 'Cases'),
      reference('ContactId', 'Contact ID', ['Contact'], 'Contact', 'Cases'),
      reference('OwnerId', 'Owner ID', ['Group', 'User'], 'Owner'),
    ],
  },
  {
    name: 'Contact',
    keyPrefix: '003',
    label: 'Contact',
    categories: ['STANDARD'],
    fields: [
      ...common(),
      field('Name', 'Full Name'),
      field('LastName', 'Last Name'),
      field('Email', 'Email', 'email'),
      field('Phone', 'Business Phone', 'phone'),
      reference('AccountId', 'Account ID', ['Account'], 'Account', 'Contacts'),
      reference('OwnerId', 'Owner ID', ['User'], 'Owner'),
    ],
  },
  {
    name: 'FeedItem',
    keyPrefix: '0D5',
    label: 'Feed Item',
    contentKind: 'CHATTER',
    categories: ['CHATTER'],
    fields: [
      ...common(),
      field('Body', 'Body', 'textarea'),
      field('Type', 'Feed Item Type', 'picklist'),
      reference('ParentId', 'Parent ID', ['Account', 'Case', 'User'], 'Parent', 'Feeds'),
      reference('CreatedById', 'Created By ID', ['User'], 'CreatedBy'),
    ],
  },
  {
    name: 'KnowledgeArticleVersion',
    keyPrefix: 'ka0',
    label: 'Knowledge Article Version',
    contentKind: 'KNOWLEDGEBASE',
    categories: ['KNOWLEDGE'],
    fields: [
      ...common(),
      field('Title', 'Title'),
      field('Summary', 'Summary', 'textarea'),
      field('UrlName', 'URL Name'),
      field('IsLatestVersion', 'Is Latest Version', 'boolean'),
      field('PublishStatus', 'Publication Status', 'picklist'),
    ],
  },
  {
    name: 'Opportunity',
    keyPrefix: '006',
    label: 'Opportunity',
    categories: ['STANDARD'],
    fields: [
      ...common(),
      field('Name', 'Name'),
      field('StageName', 'Stage', 'picklist'),
      field('Amount', 'Amount', 'currency'),
      field('CloseDate', 'Close Date', 'date'),
      reference('AccountId', 'Account ID', ['Account'], 'Account', 'Opportunities'),
      reference('OwnerId', 'Owner ID', ['User'], 'Owner'),
    ],
  },
  {
    name: 'User',
    keyPrefix: '005',
    label: 'User',
    categories: ['STANDARD'],
    fields: [
      ...common(),
      field('Name', 'Full Name'),
      field('Username', 'Username'),
      field('Email', 'Email', 'email'),
      field('IsActive', 'Active', 'boolean'),
    ],
  },
];

/** The object of that name (exactly as Salesforce spells it), if the organization has one. */
export const salesforceObject = (name: string) => SALESFORCE_OBJECTS.find((object) => object.name === name);

/** The object a request body names. @throws HttpError 400 for one the organization does not have. */
export function namedObject(name: string): SalesforceObjectFacts {
  const object = salesforceObject(name);
  if (!object) throw badRequest(`The Salesforce organization has no object '${name}'.`);
  return object;
}

/**
 * What turns on the indexing of each content kind's objects: a query flag of the source configuration
 * calls, a preset of the schema service's.
 */
export const CONTENT_KINDS = {
  SERVICE_CLOUD: { flag: 'serviceCloudIndexed', preset: 'servicecloud' },
  KNOWLEDGEBASE: { flag: 'knowledgeIndexed', preset: 'knowledge' },
  CHATTER: { flag: 'chatterIndexed', preset: 'chatter' },
};
type TurnedOnBy = (typeof CONTENT_KINDS)[keyof typeof CONTENT_KINDS];

/** Whether a new source indexes an object: one of no content kind always, another when its kind is on. */
export const indexedByDefault = (object: SalesforceObjectFacts, on: (kind: TurnedOnBy) => boolean) =>
  !object.contentKind || on(CONTENT_KINDS[object.contentKind]);

/** The parent relationships an object's reference fields make: `{ name, field, referenceTo }`. */
export const parentRelationships = (object: SalesforceObjectFacts) =>
  object.fields.flatMap(({ name, referenceTo, relationshipName }) =>
    referenceTo && relationshipName ? [{ name: relationshipName, field: name, referenceTo }] : [],
  );
