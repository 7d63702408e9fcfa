// `npm run emulator [-- --port N ...]`: builds the client and the emulator when needed, then runs the
// emulator in this process (so that ending the PID it prints stops it).
import { ensureBuilt, ensureInstalled } from './setup.mjs';

ensureInstalled();
ensureBuilt(['client', 'emulator']);
process.argv.splice(2, 0, ...(process.argv.includes('--port') ? [] : ['--port', '0']));
await import('../packages/emulator/dist/cli.js');
