import { resolve, propertiesOf } from './packages/emulator/src/engine/schemas';
for (const ref of process.argv.slice(2)) console.log(ref, JSON.stringify(resolve({$ref: ref})).slice(0, 2500));
