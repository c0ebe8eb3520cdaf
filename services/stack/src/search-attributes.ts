import type { Connection } from '@temporalio/client';
import proto from '@temporalio/proto';
import { SEARCH_ATTRIBUTES } from '@irs/workflows/contract';

const { temporal } = proto;

const { IndexedValueType } = temporal.api.enums.v1;

/** docs/design.md §3's search attributes (all, or the given ones) as the operator API's `addSearchAttributes` takes them. */
export function searchAttributeTypes(keys = Object.values(SEARCH_ATTRIBUTES)) {
  return Object.fromEntries(keys.map((key) => [key.name, IndexedValueType[`INDEXED_VALUE_TYPE_${key.type}`]]));
}

/** Registers docs/design.md §3's search attributes through the operator API; those already present are left alone. */
export async function registerSearchAttributes(connection: Connection, namespace: string): Promise<string[]> {
  const { customAttributes } = await connection.operatorService.listSearchAttributes({ namespace });
  const missing = Object.values(SEARCH_ATTRIBUTES).filter((key) => !(key.name in (customAttributes ?? {})));
  if (missing.length) {
    await connection.operatorService.addSearchAttributes({
      namespace,
      searchAttributes: searchAttributeTypes(missing),
    });
  }
  return missing.map((key) => key.name);
}
