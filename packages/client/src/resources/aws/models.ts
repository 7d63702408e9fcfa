/** A platform agent running on an AWS instance of the organization's cluster. */
export interface AwsAgentModel {
  id: string;
  name: string;
  /** The AWS instance id, e.g. `i-0abc...`. */
  instanceId: string;
  /** The AWS instance type, e.g. `m5.large`. */
  instanceType?: string;
  /** The cluster the agent belongs to. */
  clusterId?: string;
  version?: string;
  status?: string;
  [field: string]: unknown;
}
