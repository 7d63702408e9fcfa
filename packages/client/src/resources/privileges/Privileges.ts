import { Resource } from '../../core/resource';
import { privilegeEndpoints } from './endpoints';

export class Privileges extends Resource<typeof privilegeEndpoints> {
  readonly endpoints = privilegeEndpoints;
}
