import { readFile } from 'node:fs/promises';
import { expect } from 'chai';
import { GENERATED_FILE, generateTypes } from '../../services/client/scripts/generate-types.js';

describe('client: the committed types match the OpenAPI document', function () {
  this.timeout(60_000);

  it('services/client/src/generated/openapi.ts is what the gateway generator produces now', async () => {
    const [committed, fresh] = await Promise.all([readFile(GENERATED_FILE, 'utf8'), generateTypes()]);
    if (committed === fresh) return;
    const a = committed.split('\n');
    const b = fresh.split('\n');
    const line = a.findIndex((l, i) => l !== b[i]);
    expect.fail(
      `the client's generated types are stale (first difference at line ${line + 1}: ` +
        `${JSON.stringify(a[line])} vs ${JSON.stringify(b[line])}). Regenerate them with ` +
        '`npm run build && npm run generate -w services/client` and commit services/client/src/generated/openapi.ts.',
    );
  });
});
