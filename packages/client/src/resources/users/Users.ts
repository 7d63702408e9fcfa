import { Resource } from '../../core/resource';
import { userEndpoints } from './endpoints';

export class Users extends Resource<typeof userEndpoints> {
  readonly endpoints = userEndpoints;
}
