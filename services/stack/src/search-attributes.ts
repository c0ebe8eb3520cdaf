import type { Connection } from '@temporalio/client';
import proto from '@temporalio/proto';
import { SEARCH_ATTRIBUTES } from '@irs/workflows/contract';

const { temporal } = proto;

const { IndexedValueType } = temporal.api.enums.v1;

/** Registers DESIGN.md §3's search attributes through the operator API; those already present are left alone. */
export async function registerSearchAttributes(connection: Connection, namespace: string): Promise<string[]> {
  const { customAttributes } = await connection.operatorService.listSearchAttributes({ namespace });
  const missing = Object.values(SEARCH_ATTRIBUTES).filter((key) => !(key.name in (customAttributes ?? {})));
  if (missing.length) {
    await connection.operatorService.addSearchAttributes({
      namespace,
      searchAttributes: Object.fromEntries(
        missing.map((key) => [key.name, IndexedValueType[`INDEXED_VALUE_TYPE_${key.type}`]]),
      ),
    });
  }
  return missing.map((key) => key.name);
}
