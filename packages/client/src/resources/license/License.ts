import { Resource } from '../../core/resource';
import { licenseEndpoints } from './endpoints';

export class License extends Resource<typeof licenseEndpoints> {
  readonly endpoints = licenseEndpoints;
}
