/**
 * The posting's own work, as phrases: skill entries, qualification entries and the duty statements of the job
 * description (sentences and bullet items, split where a list of duties starts a new verb). Lexical and cheap, so the
 * gateway's sufficiency check can use it without the semantic model.
 */
import { cleanPhrase, openingVerb } from './phrase.js';
import { splitList, splitSentences } from './text.js';
import type { PlanInput } from './types.js';
import { type Wording, classify, freeTextUnits } from './wording.js';

export interface Duty {
  /** The phrase as the posting wrote it (cleaned of openers and requirement tags). */
  text: string;
  source: string;
  wording: Wording;
}

/** Perks, hype and calls to apply: not work a recruiter could interview for. */
const NOT_WORK =
  /\b(?:pay|paid|salary|bonus(?:es)?|benefits|perks|apply|hiring|wanted|needed|own boss|flexible (?:hours|schedule)|competitive|fun|great team|join us|opportunit(?:y|ies)|growth|friendly|experience|team player|hard[- ]working|motivated|passionate|reliable|self[- ]starter)\b/i;
/** Degrees and bare years: qualifications, but not an area of the work. */
const CREDENTIAL_ONLY =
  /^(?:(?:a |an )?(?:bachelor|master|associate|doctoral|phd|mba|high school|ged|diploma|degree)\b[^;]*|\d+\s*\+?\s*(?:-\s*\d+\s*)?years?(?: of)?(?: [a-z]+)?(?: experience)?)$/i;
const YEARS = /^\d+\s*\+?\s*(?:-\s*\d+\s*)?years?\s+(?:of\s+)?(?:experience\s+)?(?:in|with|as|of)?\s*/i;

/** The content words of a phrase (three letters or more, or an acronym), for "is there anything here". */
const STOP = /^(?:and|the|for|with|our|your|you|are|can|who|all|any|its|that|this|from|into|when|well|able)$/i;
const contentWords = (text: string): string[] =>
  (text.match(/\b(?:[A-Za-z][a-z]{2,}|[A-Z0-9][A-Z0-9/&+.-]+)\b/g) ?? []).filter((w) => !STOP.test(w));

/** A duty phrase a recruiter could ask about: some content beyond credentials, perks or one-word traits. */
export function isWork(text: string): boolean {
  const words = contentWords(text);
  if (!words.length) return false;
  if (CREDENTIAL_ONLY.test(text)) return false;
  // Hype and single traits ("Friendly", "Experience") only count when the phrase also names the work.
  return !(NOT_WORK.test(text) && words.filter((w) => !NOT_WORK.test(w)).length < 2);
}

/**
 * "Plan units, use formative assessment and differentiate ..." or "own a territory: build a territory plan" → one phrase
 * per verb-led duty.
 */
function splitDuties(sentence: string): string[] {
  // Odd indices hold the separators, so a piece that does not start a duty rejoins with its own separator.
  const parts = sentence.split(/(\s*[,:]\s*(?:and\s+)?|\s+and\s+)/);
  const out: string[] = [parts[0]!];
  for (let i = 1; i < parts.length; i += 2) {
    const piece = parts[i + 1]!;
    const last = out.length - 1;
    const startsDuty =
      openingVerb(cleanPhrase(piece)) !== null && /\s/.test(piece.trim()) && out[last]!.split(/\s+/).length >= 3;
    if (startsDuty) out.push(piece);
    else out[last] = `${out[last]}${parts[i]}${piece}`;
  }
  return out;
}

function entryDuties(source: string, items: readonly string[]): Duty[] {
  return items
    .flatMap((item) => splitSentences(item).map((part) => ({ part, wording: classify(item) })))
    .map(({ part, wording }) => ({ text: cleanPhrase(part.replace(YEARS, '')), source, wording }))
    .filter((d) => isWork(d.text));
}

/** Job description sentences that state work: verb-led duties, or statements with requirement wording. */
function descriptionDuties(source: string, text: string): Duty[] {
  const duties: Duty[] = [];
  for (const unit of freeTextUnits(source, text)) {
    const wording = classify(unit.text) ?? unit.context;
    for (const part of unit.text.split(/\s*;\s*/)) {
      const phrase = cleanPhrase(part);
      if (openingVerb(phrase)) {
        for (const duty of splitDuties(phrase)) duties.push({ text: cleanPhrase(duty), source, wording });
      } else if (wording !== null || unit.context !== null) {
        duties.push({ text: cleanPhrase(phrase.replace(YEARS, '')), source, wording });
      }
    }
  }
  return duties.filter((d) => isWork(d.text));
}

const info = (input: PlanInput, key: string): string => {
  const value = input.info && typeof input.info === 'object' ? input.info[key] : undefined;
  return typeof value === 'string' ? value : '';
};

/** Every work phrase of the posting, in reading order (skills, qualifications, description, then supplied info). */
export function duties(input: PlanInput): Duty[] {
  const list = (v: unknown): string[] => (Array.isArray(v) ? v.filter((s): s is string => typeof s === 'string') : []);
  const all = [
    ...entryDuties('skills', list(input.skills)),
    ...entryDuties('info.skills', splitList(info(input, 'skills'))),
    ...entryDuties('qualifications', list(input.qualifications)),
    ...entryDuties('info.qualifications', splitList(info(input, 'qualifications'))),
    ...descriptionDuties('job_description', typeof input.job_description === 'string' ? input.job_description : ''),
    ...descriptionDuties('info.job_description', info(input, 'job_description')),
  ];
  const seen = new Set<string>();
  return all.filter((d) => {
    const key = d.text.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
