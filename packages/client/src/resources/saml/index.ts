export * from './Saml';
export * from './endpoints';
export type * from './models';
