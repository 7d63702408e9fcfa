import { Resource } from '../../core/resource';
import { samlEndpoints } from './endpoints';

export class Saml extends Resource<typeof samlEndpoints> {
  readonly endpoints = samlEndpoints;
}
