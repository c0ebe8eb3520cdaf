import type { InterviewerCase } from '../case.js';
import { accounting } from './accounting.js';
import { backend } from './backend.js';
import { expand } from './family.js';
import { nursing } from './nursing.js';
import { retail } from './retail.js';
import { sales } from './sales.js';
import { support } from './support.js';
import { warehouse } from './warehouse.js';

/** Every authored case, before the split. */
export function allCases(): InterviewerCase[] {
  return [backend, sales, support, nursing, warehouse, accounting, retail].flatMap(expand);
}
