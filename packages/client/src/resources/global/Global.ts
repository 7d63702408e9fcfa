import { Resource } from '../../core/resource';
import { globalEndpoints } from './endpoints';

export class Global extends Resource<typeof globalEndpoints> {
  readonly endpoints = globalEndpoints;
}
