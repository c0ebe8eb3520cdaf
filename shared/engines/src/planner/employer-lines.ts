/**
 * Lines in which the employer speaks, not the job: what it pays or provides ("$18–24/hr DOE", "Specialty tools and van
 * provided", "Bonus on product sales"), whom it invites ("New grads welcome") and what it says of itself in its own
 * voice ("We are unable to sponsor", "Lakeshore Printing is an Equal Opportunity employer"). None is work to interview
 * for; only a sponsorship line is a requirement, which screening-rules.ts reads as work authorisation. Read from the
 * text layer's lemmas and parts of speech.
 */
import { type Token, spanText } from '../text/reader.js';
import { openingVerb } from './phrase.js';

/** What an employer does with a thing it gives: "… provided", "… supplied", "… covered" (not "include": "Duties include…"). */
const GIVEN = new Set(['provide', 'supply', 'furnish', 'cover', 'reimburse']);
/**
 * Pay and benefit nouns at the head of a phrase: "Bonus on product sales", "Shift differential", "Commission on retail
 * plus gratuities", "State retirement" (not "Retirement plan administration", whose head is the work).
 */
const PAY = new Set([
  'pay',
  'salary',
  'wage',
  'bonus',
  'stipend',
  'differential',
  'allowance',
  'reimbursement',
  'pto',
  'commission',
  'gratuity',
  'tip',
  'retirement',
  'pension',
  'benefit',
]);
/** An invitation: "New grads welcome", "Veterans encouraged to apply". */
const INVITED = new Set(['welcome', 'encourage', 'encouraged']);
/** The employer's own voice (a pronoun: "US citizenship" is no "us"). */
const VOICE = new Set(['we', 'our', 'us']);

const lemma = (t: Token): string => t.lemma.toLowerCase();
/** A duty's opening verb, by the text layer or by the planner's verb list (the model reads "Use" as a name). */
const opensWithVerb = (words: readonly Token[]): boolean =>
  words[0]?.pos === 'VERB' || openingVerb(spanText(words)) !== null;
const isNoun = (t: Token): boolean => t.pos === 'NOUN' || t.pos === 'PROPN';

/** Words that make an amount a rate of pay ("$24/hr DOE", "$55,000 a year"), not a budget ("budgets up to $2M"). */
const RATE = new Set(['hr', 'hour', 'hourly', 'doe', 'doq', 'yr', 'annually', 'salary']);
const PER = new Set(['per', 'a', '/']);

/** An amount of money paid: a currency sign before a number, with a rate or a pay noun. */
const statesPay = (words: readonly Token[]): boolean =>
  words.some((t, i) => /^[$€£]$/.test(t.text) && words[i + 1]?.pos === 'NUM') &&
  words.some(
    (t, i) => RATE.has(lemma(t)) || PAY.has(lemma(t)) || (lemma(t) === 'year' && PER.has(words[i - 1]?.lower ?? '')),
  );

/**
 * The noun the phrase is about: the last noun before its first preposition or verb ("Bonus" of "Bonus on product
 * sales", "differential" of "Shift differential").
 */
function head(words: readonly Token[]): Token | undefined {
  const end = words.findIndex((t, i) => i > 0 && (t.pos === 'ADP' || t.pos === 'VERB' || t.pos === 'AUX'));
  return words
    .slice(0, end < 0 ? words.length : end)
    .filter(isNoun)
    .at(-1);
}

/**
 * "City truck provided", "Uniforms and boots supplied": things, then what the employer does with them. The phrase
 * opens with no verb and holds no preposition before it ("Experience with tools provided by the client" is work).
 */
function given(words: readonly Token[]): boolean {
  const at = words.findIndex((t, i) => i > 0 && t.pos === 'VERB' && GIVEN.has(lemma(t)));
  const before = words.slice(0, at);
  return at > 0 && !opensWithVerb(words) && before.some(isNoun) && !before.some((t) => t.pos === 'ADP');
}

/** "EOE", "an Equal Opportunity employer" (not "Employer relations", work in HR). */
const equalOpportunity = (words: readonly Token[]): boolean =>
  words.some((t) => lemma(t) === 'eoe') ||
  (words.some((t) => lemma(t) === 'opportunity') && words.some((t) => lemma(t) === 'employer'));

/** "New grads welcome": an invitation, not a requirement (the phrase opens with no verb: "Welcome guests" is work). */
export const invites = (tokens: readonly Token[]): boolean =>
  !opensWithVerb(tokens) && tokens.some((t, i) => i > 0 && INVITED.has(lemma(t)));

/** Whether the phrase is the employer speaking (pay, what it provides, invitations, its own voice), not work. */
export function speaksForEmployer(tokens: readonly Token[]): boolean {
  const words = tokens.filter((t) => t.pos !== 'PUNCT');
  if (!words.length) return false;
  if (words[0]!.pos === 'PRON' && VOICE.has(lemma(words[0]!))) return true;
  const about = head(words);
  return (
    equalOpportunity(words) || statesPay(words) || given(words) || invites(words) || (!!about && PAY.has(lemma(about)))
  );
}
