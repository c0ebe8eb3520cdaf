/**
 * What an answer about something other than the candidate's work sounds like, by category (the labelling guides'
 * "a story about something else: a hobby, the commute, the weather", and questions about pay or perks instead of an
 * answer). The interviewer redirects an answer much closer to these than to its question; the scorer credits no
 * competency an answer is not clearly closer to than to these. One list, so both engines mean the same by it.
 */
export const OFF_TOPIC_ANCHORS: readonly string[] = [
  'my salary, pay, bonus, commission and benefits',
  'whether the job is remote, the hours, the rota and the holidays',
  'the commute, parking and where the office is',
  'my hobbies, sports and what I do in my free time',
  'a holiday or a trip with family or friends',
  'working on my own home, garden, car or bike',
  'cooking, baking and the food in the canteen',
  'my family, my children, my pets and my personal life',
  'music, art, reading or another creative pastime',
  'volunteering and community activities in my free time',
  'the weather this week',
  'complaints about management, staffing and being overworked',
  'company culture, parties and trips',
  'my opinion about the industry in general',
];

/**
 * The candidate's private life: family and friends, home, hobbies, sport and clubs, holidays and celebrations, the
 * weather, their own street, landlord or place of worship.
 */
const PRIVATE_LIFE = new RegExp(
  [
    // Family and friends.
    String.raw`(?:my|our) (?:own |young |little |elderly |old |best |school )?(?:mother|mum|mom|father|dad|parents?|wife|husband|sons?|daughters?|kids|children|child|baby|family|brothers?|sisters?|grand\w+|nephews?|nieces?|aunts?|uncles?|cousins?|friends?|neighbou?rs?|flatmates?)|my partner`,
    String.raw`i have (?:a |an |two |three )?(?:young |little |elderly )?(?:sons?|daughters?|kids|children|baby|toddler)`,
    String.raw`(?:\w+ )?friends (?:and i|of mine)|(?:with|for) (?:\w+ )?friends`,
    // Home and its upkeep.
    String.raw`(?:my|our) (?:own )?(?:house|home|flat|apartment|garden|kitchen|boiler|street|car|bike|dog|cat|allotment|landlord|rent|mortgage)|at home`,
    // Hobbies, sport and clubs.
    String.raw`(?:cricket|football|tennis|golf|running|cycling|rugby|netball|hockey|chess|book|sports?|rowing|sailing|climbing|boxing|swimming|hiking|walking|dance|drama|film) (?:club|team|league|crew|gym|society|group)`,
    String.raw`five-a-side|choir|regatta|parkrun|marathon|hobby|hobbies|i collect`,
    // Holidays, celebrations and community life.
    // Someone else's weekend or holiday ("his whole weekend of sales") is not the candidate's.
    String.raw`(?<!\b(?:his|her|their|its|your|\w+['\u2019]s) (?:\w+ )?)(?:weekends?|holidays?|vacation)`,
    String.raw`(?:my|our) (?:wedding|birthday|anniversary)|charity (?:walk|run|ride|swim|event)`,
    String.raw`(?:our|my) (?:village|town|church|mosque|synagogue|temple)|raise money for|fundrais\w*|(?:letter|wrote|complained) to the council`,
    String.raw`the weather`,
  ]
    .map((part) => String.raw`\b(?:${part})\b`)
    .join('|'),
  'i',
);
/**
 * Where work happens and who it is done with or for; "to work" (the commute) is not one, nor is a project (a treehouse
 * is one), nor the first half of a compound ("the line-up" of a football side).
 */
const WORK_SETTING =
  /\b(?:at work|(?:my|our|the) (?:job|shift|employer|company|office|store|shop|ward|unit|clinic|site|warehouse|line|team|manager|boss|supervisor|help pages?|app|product|platform|software)|customers?|clients?|patients?|colleagues?|co-?workers?|residents?|students?|guests?|users?|buyers?|accounts?|tickets?|incidents?|on call|on-call|deadlines?|quota|placement|internship|volunteer\w*)\b(?!-)/i;

/** Whether the words name a work setting: where work happens, or who it is done with or for. */
export const namesWorkSetting = (text: string): boolean => WORK_SETTING.test(text);

/** A celebration of the candidate's own or their family's: its guests are not a hotel's or a restaurant's. */
const OWN_CELEBRATION = /\b(?:my|our)(?: \w+['\u2019]s)? (?:wedding|birthday|anniversary|party|christening)\b/i;

/**
 * Whether the words set the answer in the candidate's private life with nothing of work in it: "my mother takes twelve
 * tablets" under a medication question shares its words, yet tells something else. Others' families ("a patient's
 * daughter") and work settings keep an answer about work.
 */
export const setInPrivateLife = (text: string): boolean =>
  PRIVATE_LIFE.test(text) && !WORK_SETTING.test(OWN_CELEBRATION.test(text) ? text.replace(/\bguests?\b/gi, '') : text);
