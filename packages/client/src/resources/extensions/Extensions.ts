import { Resource } from '../../core/resource';
import { extensionEndpoints } from './endpoints';

export class Extensions extends Resource<typeof extensionEndpoints> {
  readonly endpoints = extensionEndpoints;
}
