// swagger2openapi ships no types: the one function the generator uses.
declare module 'swagger2openapi' {
  export function convertObj(
    swagger: object,
    options: { patch?: boolean; warnOnly?: boolean },
  ): Promise<{ openapi: Record<string, unknown> }>;
}
