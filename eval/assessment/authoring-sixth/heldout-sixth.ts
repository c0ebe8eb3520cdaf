/**
 * The sixth held-out batch (issue 32), written on 2026-11-26 before any engine work of that issue by two helpers blind
 * to the scorer (they read the README's guide and styles, case.ts, family.ts and the family plans only), labelled by
 * the README's guide and committed before any scorer ran on it: 160 answers over eight families, the five known ones
 * and three new ones (HVAC service, bank teller, line cook), 20 each, with stories from other jobs (`other_job`),
 * stories told under another competency's question, thin answers reciting rubric labels and new injection wordings.
 */
import type { AssessmentCase } from '../case.js';
import { expandLater } from '../authoring/family.js';
import { KNOWN_FAMILY_ROWS } from './known-families.js';
import { NEW_FAMILY_ROWS } from './new-families.js';

export const sixthHeldoutCases = (): AssessmentCase[] => expandLater([...KNOWN_FAMILY_ROWS, ...NEW_FAMILY_ROWS], 's');
