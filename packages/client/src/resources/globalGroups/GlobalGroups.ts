import { Resource } from '../../core/resource';
import { globalGroupEndpoints } from './endpoints';

export class GlobalGroups extends Resource<typeof globalGroupEndpoints> {
  readonly endpoints = globalGroupEndpoints;
}
