import { Resource } from '../../core/resource';
import { subscriptionEndpoints } from './endpoints';

export class Subscriptions extends Resource<typeof subscriptionEndpoints> {
  readonly endpoints = subscriptionEndpoints;
}
