import { Resource } from '../../core/resource';
import { fieldEndpoints } from './endpoints';

export class Fields extends Resource<typeof fieldEndpoints> {
  readonly endpoints = fieldEndpoints;
}
