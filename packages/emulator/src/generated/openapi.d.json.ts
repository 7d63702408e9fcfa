// The type of openapi.json, declared here so that the compiler does not infer it from 1 MB of JSON.
declare const generated: {
  dangling: string[];
  services: Record<string, Record<string, Record<string, unknown>>>;
  operations: unknown[];
};
export default generated;
