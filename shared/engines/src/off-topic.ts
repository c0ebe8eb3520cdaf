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
