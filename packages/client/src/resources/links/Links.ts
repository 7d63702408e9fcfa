import { Resource } from '../../core/resource';
import { linkEndpoints } from './endpoints';

export class Links extends Resource<typeof linkEndpoints> {
  readonly endpoints = linkEndpoints;
}
