import { Resource } from '../../core/resource';
import { organizationEndpoints } from './endpoints';

export class Organizations extends Resource<typeof organizationEndpoints> {
  readonly endpoints = organizationEndpoints;
}
