import { Resource } from '../../core/resource';
import { sourceEndpoints } from './endpoints';

export class Sources extends Resource<typeof sourceEndpoints> {
  readonly endpoints = sourceEndpoints;
}
