import type { AssessmentCase, Family, ScriptedInterview } from '../case.js';
import { backend } from './backend-engineering.js';
import { expand, familyPlan, interviews, type FamilySpec } from './family.js';
import { nursing } from './icu-nursing.js';
import { sales } from './account-executive.js';
import { support } from './customer-support.js';
import { warehouse } from './warehouse-supervisor.js';

const SPECS: FamilySpec[] = [backend, sales, support, nursing, warehouse];

export const allCases = (): AssessmentCase[] => SPECS.flatMap(expand);
export const allFamilies = (): Family[] => SPECS.map(familyPlan);
export const allInterviews = (): ScriptedInterview[] => SPECS.flatMap(interviews);
