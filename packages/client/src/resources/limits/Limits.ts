import { Resource } from '../../core/resource';
import { limitEndpoints } from './endpoints';

export class Limits extends Resource<typeof limitEndpoints> {
  readonly endpoints = limitEndpoints;
}
