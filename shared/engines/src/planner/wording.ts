/**
 * Requirement wording: whether a clause of role data reads as essential, desirable or neutral, from its own words, its
 * neighbours' and the heading it sits under.
 */
import { clean, splitSentences } from './text.js';

export type Wording = 'essential' | 'desirable' | null;
export type Requirement = 'essential' | 'desirable';

const DESIRABLE_RE =
  /\b(?:nice[\s-]+to[\s-]+have|bonus|plus|preferred|preferably|desirable|desired|ideally|familiarity|familiar with|exposure to|advantage|advantageous|optional|would be great|beneficial|helpful|not required|not essential|not mandatory|not a must)\b/i;
const ESSENTIAL_RE =
  /\b(?:required|requires?|requirements?|must|essential|mandatory|strong|proven|expert|expertise|extensive|solid|excellent|advanced|in-depth|deep (?:knowledge|understanding|experience|expertise)|\d+\s*\+?\s*years?|need|needs)\b/i;

/**
 * The wording of one piece of text. Desirable wording wins when both kinds occur in the same clause, so
 * "strong Kubernetes skills are a plus" and "Kubernetes is not required" are desirable.
 */
export function classify(text: string): Wording {
  if (DESIRABLE_RE.test(text)) return 'desirable';
  if (ESSENTIAL_RE.test(text)) return 'essential';
  return null;
}

/**
 * Clause boundaries inside one statement or sentence: punctuation, contrast words, and "and/or" directly before a
 * qualifier ("must have TypeScript and ideally React").
 */
export const CLAUSE_SPLIT =
  /[,;:()[\]]|\s[-–—]\s|\s+(?:but|while|whereas|although|though)\s+|\s+(?:and|or|with)\s+(?=(?:ideally|preferably|optionally|bonus|nice to have|familiarity|exposure|must|required)\b)/i;
/** A clause describing the current environment ("we use React") keeps neutral wording instead of borrowing it. */
const ENVIRONMENT_RE = /\b(?:we|our|us|use|uses|used|using)\b/i;

interface Clause {
  text: string;
  wording: Wording;
}

/**
 * Splits a statement into clauses and gives each the wording that applies to it: its own; otherwise (for a bare list
 * item such as "React" in "TypeScript, React and Node are required") the first qualified clause after it, else the
 * nearest one before it; otherwise the section context (a "Nice to have:" heading above it).
 */
export function clausesOf(statement: string, context: Wording): Clause[] {
  const texts = statement.split(CLAUSE_SPLIT).map(clean).filter(Boolean);
  const own = texts.map(classify);
  // The nearest qualified wording after and before each clause, in one pass each (a statement may hold thousands).
  const after: Wording[] = [];
  for (let i = own.length - 1, next: Wording = null; i >= 0; next = own[i] ?? next, i--) after[i] = next;
  let before: Wording = null;
  return texts.map((text, i) => {
    let wording = own[i] ?? null;
    if (wording === null && !ENVIRONMENT_RE.test(text)) wording = after[i] ?? before;
    before = own[i] ?? before;
    return { text, wording: wording ?? context };
  });
}

const HEADING_RE =
  /^(?:requirements|qualifications|minimum qualifications|basic qualifications|preferred qualifications|must[\s-]haves?|nice[\s-]to[\s-]haves?|bonus(?: points)?|preferred|desired skills|what you(?:'ll| will) need|what we(?:'re| are) looking for|about you|who you are|you have|you bring|responsibilities|what you(?:'ll| will) do|benefits|about us|the role)$/i;
const REQUIREMENT_HEADING_RE =
  /\b(?:requirements|qualifications|looking for|about you|who you are|you have|you bring)\b/i;

/** "Nice to have:" or a bare "Requirements" line; "Requirements: TypeScript, React" is content, not a heading. */
function isHeading(line: string): boolean {
  return /:\s*$/.test(line) || HEADING_RE.test(line);
}

function headingWording(line: string): Wording {
  return classify(line) ?? (REQUIREMENT_HEADING_RE.test(line) ? 'essential' : null);
}

export interface Unit {
  source: string;
  text: string;
  context: Wording;
  /** The index of the line it is on. */
  line: number;
}

/** Free text → sentences, each carrying the wording of the heading it sits under ("Nice to have:" → desirable). */
export function freeTextUnits(source: string, text: string): Unit[] {
  const units: Unit[] = [];
  let context: Wording = null;
  for (const [index, raw] of text.split(/\r?\n/).entries()) {
    const line = clean(raw.replace(/^\s*(?:[-*•·▪]|\d+[.)])\s+/, ''));
    if (!line) continue;
    if (isHeading(line)) {
      context = headingWording(line);
      continue;
    }
    for (const sentence of splitSentences(line)) units.push({ source, text: sentence, context, line: index });
  }
  return units;
}
