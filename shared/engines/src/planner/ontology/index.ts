/**
 * The competency ontology the deterministic planner builds plans from. Versioned: a plan records the version it was
 * built on, so change ONTOLOGY_VERSION whenever an id, alias, rubric or topic changes.
 *
 * Ids are stable lowercase slugs; plan ids derive from them (`<id>-<sub-dimension slug>`, `<id>-t<n>`).
 *
 * The data is one file per kind: the technical competencies by field (languages.ts … business-roles.ts), the
 * behavioural ones (soft skills) in behavioural.ts, the entry's shape and builders in entry.ts.
 */

import { BEHAVIOURAL } from './behavioural.js';
import { BUSINESS_ROLES } from './business-roles.js';
import { CLOUD_AND_DELIVERY } from './cloud-and-delivery.js';
import { DATA_AND_ML } from './data-and-ml.js';
import { DATABASES } from './databases.js';
import { ENGINEERING_PRACTICE } from './engineering-practice.js';
import { LANGUAGES } from './languages.js';
import { MOBILE_AND_OPERATIONS } from './mobile-and-operations.js';
import { WEB } from './web.js';
import type { OntologyEntry } from './entry.js';

export const ONTOLOGY_VERSION = '2026.11-2';

export type { OntologyEntry, OntologySubDimension, OntologyTopic } from './entry.js';

/**
 * All entries, technical first, in the one order they have always had: an exact name two entries shared would resolve to
 * the later one (extract.ts), so reordering is a change of version. Never mutate: the planner copies what it uses.
 */
export const ONTOLOGY: readonly OntologyEntry[] = [
  ...LANGUAGES,
  ...DATABASES,
  ...WEB,
  ...CLOUD_AND_DELIVERY,
  ...ENGINEERING_PRACTICE,
  ...DATA_AND_ML,
  ...MOBILE_AND_OPERATIONS,
  ...BUSINESS_ROLES,
  ...BEHAVIOURAL,
];

export const ONTOLOGY_BY_ID: ReadonlyMap<string, OntologyEntry> = new Map(ONTOLOGY.map((e) => [e.id, e]));
