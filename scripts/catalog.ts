// Prints the client's endpoint catalog as a JSON array of { name, method, path, host }.
import { catalog } from '@platform-admin/client';

const rows = catalog.map(({ name, method, path, host }) => ({ name, method, path, host }));
process.stdout.write(`${JSON.stringify(rows, null, 2)}\n`);
