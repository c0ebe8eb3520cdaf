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

/** The candidate's private life: family, friends, home, hobbies and clubs, holidays, the weather, their own street. */
const PRIVATE_LIFE =
  /\b(?:(?:cricket|football|tennis|golf|running|cycling|rugby|netball|hockey|chess|book|sports?) (?:club|team|league)|five-a-side|choir|(?:our|my) (?:village|town)|raise money for|fundrais\w*|(?:my|our) (?:own |young |little |elderly |old |best |school )?(?:mother|mum|mom|father|dad|parents?|wife|husband|sons?|daughters?|kids|children|child|baby|family|brothers?|sisters?|grand\w+|nephews?|nieces?|aunts?|uncles?|cousins?|friends?|neighbou?rs?|house|home|flat|apartment|garden|kitchen|boiler|street|car|bike|dog|cat)|my partner|(?:letter|wrote|complained) to the council|i have (?:a |an |two |three )?(?:young |little |elderly )?(?:sons?|daughters?|kids|children|baby|toddler)|at home|hobby|hobbies|i collect|weekends?|holidays?|vacation|the weather)\b/i;
/** Where work happens and who it is done with or for; "to work" (the commute) is not one. */
const WORK_SETTING =
  /\b(?:at work|(?:my|our|the) (?:job|shift|employer|company|office|store|shop|ward|unit|clinic|site|warehouse|line|team|manager|boss|supervisor|help pages?|app|product|platform|software)|customers?|clients?|patients?|colleagues?|co-?workers?|residents?|students?|guests?|users?|buyers?|accounts?|tickets?|incidents?|on call|on-call|deadlines?|quota|projects?|placement|internship|volunteer\w*)\b/i;

/**
 * Whether the words set the answer in the candidate's private life with nothing of work in it: "my mother takes twelve
 * tablets" under a medication question shares its words, yet tells something else. Others' families ("a patient's
 * daughter") and work settings keep an answer about work.
 */
export const setInPrivateLife = (text: string): boolean => PRIVATE_LIFE.test(text) && !WORK_SETTING.test(text);
