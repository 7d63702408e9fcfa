import { publishedOperation } from './packages/emulator/src/openapi';
import { resolve, propertiesOf } from './packages/emulator/src/engine/schemas';
for (const name of process.argv.slice(2)) {
  const op = publishedOperation(name);
  if (!op) { console.log(name, 'UNPUB'); continue; }
  console.log('==', name, JSON.stringify(op.query.map(q => [q.name, q.required, q.schema])));
  const b = op.body?.schema;
  if (b) { const r = resolve(b); console.log(' body', JSON.stringify(b).slice(0,200), JSON.stringify(propertiesOf(b) ?? r).slice(0, 3000)); }
  for (const [code, r] of Object.entries(op.responses)) if (/^2/.test(code)) console.log(' resp', code, String(JSON.stringify(r.schema)).slice(0,300));
}
