// Setup of the React 18 project (vitest.react18.config.ts): CommonJS `require('react')` and
// `require('react-dom/…')` inside the libraries (react-dom itself, Testing Library) load the React 18
// copies, as the aliases do for the imports that Vite resolves.
import Module from 'node:module';

const REDIRECTS: Record<string, string> = { react: 'react-18', 'react-dom': 'react-dom-18' };

type Resolve = (request: string, ...rest: unknown[]) => string;
const loader = Module as unknown as { _resolveFilename: Resolve };
const resolve = loader._resolveFilename;
loader._resolveFilename = function (this: unknown, request: string, ...rest: unknown[]) {
  const match = /^(react|react-dom)(\/.*)?$/.exec(request);
  const redirected = match ? `${REDIRECTS[match[1]]}${match[2] ?? ''}` : request;
  return resolve.call(this, redirected, ...rest);
};
