import { Resource } from '../../core/resource';
import { groupEndpoints } from './endpoints';

export class Groups extends Resource<typeof groupEndpoints> {
  readonly endpoints = groupEndpoints;
}
