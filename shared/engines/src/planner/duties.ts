/**
 * The posting's own work, as phrases: skill entries, qualification entries and the duty statements of the job
 * description (sentences and bullet items, split where a list of duties starts a new verb). Lexical and cheap, so the
 * gateway's sufficiency check can use it without the semantic model.
 */
import { speaksForEmployer } from './employer-lines.js';
import { cleanPhrase, openingVerb } from './phrase.js';
import { readTokens } from '../text/reader.js';
import { splitList, splitSentences } from './text.js';
import type { PlanInput } from './types.js';
import { type Wording, classify, freeTextUnits } from './wording.js';

export interface Duty {
  /** The phrase as the posting wrote it (cleaned of openers and requirement tags). */
  text: string;
  source: string;
  wording: Wording;
  /** Its opening verb, base form, or null when it names a thing ("Forklift certification"). */
  verb: string | null;
  /** The list item or description line it comes from: duties the posting wrote together are likely one area. */
  unit: string;
  /** Named by a years requirement: it feeds the competency it is about (open-planner.ts). */
  feeds?: boolean;
}

/** Perks, hype and calls to apply: not work a recruiter could interview for. */
const NOT_WORK =
  /\b(?:pay|paid|salary|bonus(?:es)?|benefits|perks|apply|hiring|wanted|needed|own boss|flexible (?:hours|schedule)|competitive|fun|great team|join us|opportunit(?:y|ies)|growth|friendly|experience|team player|hard[- ]work(?:ing|er)|multi-?tasking|detail[- ]oriented|positive attitude|punctual|dependable|motivated|passionate|reliable|self[- ]starter)\b/i;
/**
 * Pay, benefits and perks: never work, whatever else the line names ("Salary $58,000, PERA pension, take-home vehicle",
 * "$17.50/hr, overtime after 40 hours").
 */
const PERK =
  /\b(?:salary|salaries|wage|benefits|pension|401\s?\(?k\)?|pto|paid time off|profit sharing|discounts?|tuition|parking|relocation package|sign-on)\b|\/\s?(?:hr|hour|yr|year)\b|\bper (?:hour|year)\b/i;
/** Degrees and bare years: qualifications, but not an area of the work. */
const CREDENTIAL_ONLY =
  /^(?:(?:a |an )?(?:bachelor|master|associate|doctoral|phd|mba|high school|ged|diploma|degree)\b[^;]*|\d+\s*\+?\s*(?:-\s*\d+\s*)?years?(?: of)?(?: [a-z]+)?(?: experience)?)$/i;
const YEARS = /^\d+\s*\+?\s*(?:-\s*\d+\s*)?years?\s+(?:of\s+)?(?:experience\s+)?(?:in|with|as|of)?\s*/i;

/** The content words of a phrase (three letters or more, or an acronym), for "is there anything here". */
const STOP = /^(?:and|the|for|with|our|your|you|are|can|who|all|any|its|that|this|from|into|when|well|able)$/i;
const contentWords = (text: string): string[] =>
  (text.match(/\b(?:[A-Za-z][a-z]{2,}|[A-Z0-9][A-Z0-9/&+.-]+)\b/g) ?? []).filter((w) => !STOP.test(w));

/**
 * A duty phrase a recruiter could ask about: some content beyond credentials, perks or one-word traits, and not the
 * employer speaking (pay, what it provides, whom it invites: employer-lines.ts).
 */
export function isWork(text: string): boolean {
  const words = contentWords(text);
  if (!words.length) return false;
  if (CREDENTIAL_ONLY.test(text)) return false;
  if (PERK.test(text) && !openingVerb(cleanPhrase(text))) return false;
  // Hype and single traits ("Friendly", "Experience") only count when the phrase also names the work.
  if (NOT_WORK.test(text) && contentWords(text.replace(new RegExp(NOT_WORK, 'gi'), ' ')).length < 2) return false;
  return !speaksForEmployer(readTokens(text));
}

const STATEMENT = /^(?:are|is|was|were|will be|have been|has been)\b/i;

/** The title's last word ("plumber" of "Plumber", "nurse" of "Registered Nurse, ICU"), lower-cased. */
const titleHead = (position: string): string =>
  (position.split(',')[0]!.trim().split(/\s+/).at(-1) ?? '').toLowerCase();

/**
 * Whether a description sentence introduces the role rather than a duty ("Service plumber for a family-owned
 * company."): the title's head word among its first words, and no "you" ("As a nurse you will assess…" is duties).
 */
const introducesRole = (sentence: string, position: string): boolean =>
  titleHead(position).length > 2 &&
  !/\byou\b/i.test(sentence) &&
  sentence
    .toLowerCase()
    .split(/[^\p{L}\p{N}-]+/u)
    .slice(0, 4)
    .some((word) => word === titleHead(position) || word === `${titleHead(position)}s`);

/**
 * "Plan units, use formative assessment and differentiate ..." or "own a territory: build a territory plan" → one phrase
 * per verb-led duty.
 */
function splitDuties(sentence: string): string[] {
  // Odd indices hold the separators, so a piece that does not start a duty rejoins with its own separator.
  const parts = sentence.split(/(\s*[,:]\s*(?:and\s+)?|\s+and\s+)/);
  const out: string[] = [parts[0]!];
  for (let i = 1; i < parts.length; i += 2) {
    let piece = parts[i + 1]!;
    // "…, recover and charge refrigerant": a lone verb shares the object of the verb after "and".
    const [and, next] = [parts[i + 2], parts[i + 3]];
    if (!/\s/.test(piece.trim()) && openingVerb(piece) && /^\s+and\s+$/.test(and ?? '') && openingVerb(next ?? '')) {
      piece = `${piece}${and}${next}`;
      i += 2;
    }
    // "… weekly in Salesforce and are measured on quota": a statement about the candidate, not more of the duty.
    if (STATEMENT.test(piece)) break;
    const last = out.length - 1;
    const startsDuty =
      // Only a listed verb starts another duty mid-sentence: "drive sales, labor and shrink results" is one duty.
      openingVerb(cleanPhrase(piece)) !== null && /\s/.test(piece.trim()) && out[last]!.split(/\s+/).length >= 3;
    if (startsDuty) out.push(piece);
    else out[last] = `${out[last]}${parts[i]}${piece}`;
  }
  return out;
}

function* entryDuties(source: string, items: readonly string[]): Generator<Duty> {
  for (const [index, item] of items.entries()) {
    const wording = classify(item);
    for (const part of splitSentences(item)) {
      const text = cleanPhrase(part.replace(YEARS, ''));
      if (isWork(text)) yield { text, source, wording, verb: openingVerb(text), unit: `${source}#${index}` };
    }
  }
}

/**
 * Whether a sentence tells about the employer, not the work: it opens with the company's name, or with a name of two
 * words or more and then its verb ("Blue Heron Marine is a Yamaha dealer…", "Hope Harvest Food Network feeds…").
 */
function describesCompany(sentence: string, company: string | null): boolean {
  if (company && sentence.toLowerCase().startsWith(company.toLowerCase())) return true;
  const tokens = readTokens(sentence.split(/\s+/, 6).join(' '));
  const name = tokens.findIndex((t) => t.pos !== 'PROPN');
  return name >= 2 && ['AUX', 'VERB'].includes(tokens[name]!.pos);
}

/**
 * A description sentence with its lead taken off when the duties follow it: a label ("The work: lay face brick …"), an
 * introduction ("…, where you will deal blackjack …") or the role as the subject ("Operators monitor the line …").
 */
function dutyStatement(sentence: string, position: string): string {
  const label = /^[^:]{2,40}:\s+/.exec(sentence);
  if (label && openingVerb(sentence.slice(label[0].length), true)) return sentence.slice(label[0].length);
  // "… is looking for dealers to join our floor, where you will deal blackjack …": the duties after "where you will".
  const where = /,?\s+where you(?:'ll| will)\s+/i.exec(sentence);
  if (where) return sentence.slice(where.index + where[0].length);
  const head = titleHead(position).replace(/[^\p{L}]/gu, '');
  const subject =
    head.length > 2 &&
    new RegExp(`^(?:(?:the|our|each|all)\\s+)?${head}s?\\s+(?:will\\s+|also\\s+)*`, 'iu').exec(sentence);
  return subject && openingVerb(sentence.slice(subject[0].length)) ? sentence.slice(subject[0].length) : sentence;
}

/** Job description sentences that state work: verb-led duties, or statements with requirement wording. */
function* descriptionDuties(source: string, text: string, position: string, company: string | null): Generator<Duty> {
  for (const unit of freeTextUnits(source, text)) {
    const statement = dutyStatement(unit.text, position);
    if (statement === unit.text && (introducesRole(unit.text, position) || describesCompany(unit.text, company)))
      continue;
    const wording = classify(statement) ?? unit.context;
    for (const part of statement.split(/\s*;\s*/)) {
      const phrase = cleanPhrase(part);
      // A duty sentence opens with its verb, so any verb counts there ("Craft arrangements"); a requirement does not
      // ("State plumbing license required": a thing), so there only the listed verbs do.
      // "Busy season means 6-day weeks": a word the text layer reads as an adjective (lower-cased, so that a capital
      // does not make it a name) opens no duty.
      const verb =
        openingVerb(phrase) ??
        (wording === null && readTokens(phrase.split(/\s+/, 3).join(' ').toLowerCase())[0]?.pos !== 'ADJ'
          ? openingVerb(phrase, true)
          : null);
      const pieces = verb
        ? splitDuties(phrase).map(cleanPhrase)
        : wording !== null
          ? [cleanPhrase(phrase.replace(YEARS, ''))]
          : [];
      for (const [i, piece] of pieces.entries())
        if (isWork(piece))
          yield {
            text: piece,
            source,
            wording,
            verb: i === 0 ? verb : openingVerb(piece),
            unit: `${source}#${unit.line}`,
          };
    }
  }
}

const info = (input: PlanInput, key: string): string => {
  const value = input.info && typeof input.info === 'object' ? input.info[key] : undefined;
  return typeof value === 'string' ? value : '';
};

/** Every work phrase of the posting, once each, in reading order (skills, qualifications, description, then info). */
function* distinctDuties(input: PlanInput): Generator<Duty> {
  const list = (v: unknown): string[] => (Array.isArray(v) ? v.filter((s): s is string => typeof s === 'string') : []);
  const seen = new Set<string>();
  for (const duty of (function* () {
    yield* entryDuties('skills', list(input.skills));
    yield* entryDuties('info.skills', splitList(info(input, 'skills')));
    yield* entryDuties('qualifications', list(input.qualifications));
    yield* entryDuties('info.qualifications', splitList(info(input, 'qualifications')));
    const position = typeof input.position === 'string' ? input.position : '';
    const description = typeof input.job_description === 'string' ? input.job_description : '';
    yield* descriptionDuties('job_description', description, position, input.company_name);
    yield* descriptionDuties('info.job_description', info(input, 'job_description'), position, input.company_name);
  })()) {
    const key = duty.text.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    yield duty;
  }
}

export const duties = (input: PlanInput): Duty[] => [...distinctDuties(input)];

/** Whether the posting has at least `count` work phrases that `counts`, reading no further than needed (the gateway's check). */
export function hasWork(input: PlanInput, count: number, counts: (duty: Duty) => boolean = () => true): boolean {
  let found = 0;
  for (const duty of distinctDuties(input)) if (counts(duty) && ++found >= count) return true;
  return false;
}
