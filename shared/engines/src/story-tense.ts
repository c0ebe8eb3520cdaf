/**
 * Stories told in the present tense, as many non-native speakers tell past events ("One night come double orders. I
 * change the plan…"). The interviewer and the scorer both read them as stories, so one owner for the rule.
 */

/**
 * "I" and an action ("I ask him", "I check the settings"): not a state, a wish or a modal ("I think", "I want", "I
 * can"), and no habit ("I always"). It tells a story only inside an answer that tells one occasion
 * ({@link presentTenseActions}).
 */
export const PRESENT_ACTION_RE =
  /\bI\s+(?:(?:then|also|just|first|personally|immediately)\s+)?(?!\w+ly\b)(?!(?:am|have|has|think|thought|feel|believe|know|like|love|want|wish|hope|need|mean|guess|can|could|will|would|should|must|may|might|do|don't|always|usually|often|normally|never|sometimes|generally|try|prefer|enjoy)\b)[a-z]{2,}\b/i;
/** What marks an answer as one past occasion: a past form of "be", a time marker, or what came after. */
const STORY_PAST_RE =
  /\b(?:was|were|had|told|said|asked|came|went|one (?:day|night|morning|time|shift|week|customer|woman|man|patient)|(?:last|that|this) (?:year|month|week|time|day|night)|next (?:day|week|month|morning)|(?:in|over) (?:the )?next (?:two|three|four|few|\d+) (?:days|weeks|months)|after (?:this|that|two|three|a few|some)\b|before(?=,)|\d+ (?:days|weeks|months|years) ago|now after)\b/i;

const PRESENT_ACTIONS = new RegExp(PRESENT_ACTION_RE.source, 'gi');

/**
 * A habit or a rule, not an occasion: "every week I count", "I always check", "when a customer is angry I listen", "a
 * day". A habit of someone else ("the app crash always when he open reports") is the scene of the story, not the
 * candidate's habit.
 */
const HABIT_RE =
  /\b(?:every|each) (?:day|morning|evening|night|week|month|shift|time|customer)\b|\b(?:i|we) (?:always|usually|normally|often|sometimes|generally|typically)\b|(?:^|[.!?,;]\s*)(?:always|usually|normally|often|sometimes|generally|typically),? (?:i|we)\b|\bwhenever\b|\bwhen (?:i|a|an|any|someone|somebody|people|customers?|there is)\b|\b(?:a|per) (?:day|week|month|shift)\b/i;
/**
 * Someone the actions happen to ("I stop him"), or two figures set against each other ("system say 300 pieces but on
 * shelf only 240"); one figure alone may be a standing fact ("I manage 12 people").
 */
const ONE_OCCASION_RE = /\b(?:him|her|he|she|his)\b|\d[^.]*?\b\d/i;

/** A result that moved, the end of a before-and-after: "tickets about this go down", "less questions after". */
const RESULT_MOVED_RE = /\b(?:go|goes) (?:down|up)\b|\b(?:less|fewer|more) \w+ after\b/i;

/**
 * Whether an answer with `actions` present-tense actions tells one occasion: it marks the past, or, with no habit in
 * it, strings two actions around one person or two figures ("I see worker climb on racking. I stop him and
 * explain…") or ends with a result that moved ("I write short article… tickets go down"): the historical present of
 * someone answering "tell me about a time". "I listen and then I help" stays a claim.
 */
const tellsOccasion = (answer: string, actions: number): boolean =>
  STORY_PAST_RE.test(answer) ||
  (!HABIT_RE.test(answer) && ((actions >= 2 && ONE_OCCASION_RE.test(answer)) || RESULT_MOVED_RE.test(answer)));

/** How many present-tense actions of the candidate the answer tells as a story (0 when it tells no occasion). */
export function presentTenseActions(answer: string): number {
  const actions = [...answer.matchAll(PRESENT_ACTIONS)].length;
  return actions > 0 && tellsOccasion(answer, actions) ? actions : 0;
}

/**
 * How the candidate's own practice is done or what it prevents: "in the same order", "a checklist", "before starting
 * it", "so nothing is lost between shifts". A claim says how good the candidate is ("I write very clearly", "I close
 * 20 deals a quarter", "I treat every customer like family so they come back").
 */
const PRACTICE_DETAIL_RE =
  /\bso (?:that )?(?:nothing|nobody|no one|none)\b|\bin the same order\b|\b(?:steps?|checklists?)\b|\bbefore (?:i|we|starting|giving|sending|signing)\b/i;

/**
 * Whether a sentence describes a practice the candidate follows ("I hand over at the bedside in the same order every
 * time, so nothing is lost"): the labelling guide counts a described practice as evidence, though the interviewer
 * still asks for one occasion. A habit with no detail of how or what it prevents stays a claim.
 */
export function describesPractice(sentence: string): boolean {
  return PRESENT_ACTION_RE.test(sentence) && PRACTICE_DETAIL_RE.test(sentence);
}
