import { Resource } from '../../core/resource';
import { indexEndpoints } from './endpoints';

export class Indexes extends Resource<typeof indexEndpoints> {
  readonly endpoints = indexEndpoints;
}
