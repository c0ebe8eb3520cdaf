/**
 * Stories told in the present tense, as many non-native speakers tell past events ("One night come double orders. I
 * change the plan…"). The interviewer and the scorer both read them as stories, so one owner for the rule.
 */

/**
 * "I" and an action ("I ask him", "I check the settings"): not a state, a wish or a modal ("I think", "I want", "I
 * can"), and no habit ("I always"). It tells a story only inside an answer that also marks the story as past
 * ({@link STORY_PAST_RE}).
 */
export const PRESENT_ACTION_RE =
  /\bI\s+(?:(?:then|also|just|first|personally|immediately)\s+)?(?!\w+ly\b)(?!(?:am|have|has|think|thought|feel|believe|know|like|love|want|wish|hope|need|mean|guess|can|could|will|would|should|must|may|might|do|don't|always|usually|often|normally|never|sometimes|generally|try|prefer|enjoy)\b)[a-z]{2,}\b/i;
/** What marks an answer as one past occasion: a past form of "be", a time marker, or what came after. */
export const STORY_PAST_RE =
  /\b(?:was|were|had|told|said|asked|came|went|one (?:day|night|morning|time|shift|week|customer|woman|man|patient)|(?:last|that|this) (?:year|month|week|time|day|night)|next (?:day|week|month|morning)|(?:in|over) (?:the )?next (?:two|three|four|few|\d+) (?:days|weeks|months)|after (?:this|that|two|three|a few|some)\b|before(?=,)|\d+ (?:days|weeks|months|years) ago|now after)\b/i;

const PRESENT_ACTIONS = new RegExp(PRESENT_ACTION_RE.source, 'gi');

/** How many present-tense actions of the candidate the answer tells as a past story (0 when it marks no past). */
export const presentTenseActions = (answer: string): number =>
  STORY_PAST_RE.test(answer) ? [...answer.matchAll(PRESENT_ACTIONS)].length : 0;
