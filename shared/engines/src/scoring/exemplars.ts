/**
 * Plain-words behaviour statements for common competencies: how people describe the work without its vocabulary.
 * A short label ("Mentoring: helping others grow through coaching") and a lived story ("I paired with our new hires
 * and reviewed their pull requests") are far apart for a small sentence-embedding model; a story is near other
 * stories. The semantic matcher adds a concept's statements to the phrasings of every plan competency whose own
 * "name: description" is close to the concept's (EXEMPLAR_MATCH), so plan competencies of any wording can use them.
 *
 * Written from general knowledge of the work, never from an evaluation set. Versioned with SIGNAL_WEIGHTS_VERSION.
 */
export interface ExemplarConcept {
  concept: string;
  statements: readonly string[];
}

/**
 * Cosine between a plan competency's "name: description" and a concept at which the concept's statements apply: any
 * concept this close, and the closest one when it is at least `best`.
 */
export const EXEMPLAR_MATCH = { any: 0.55, best: 0.4 } as const;

export const EXEMPLARS: readonly ExemplarConcept[] = [
  {
    concept: 'Mentoring: helping less experienced colleagues grow through coaching, feedback and sharing knowledge',
    statements: [
      'I coached a less experienced colleague and gave them feedback on their work.',
      'I helped a new colleague learn the job until they could do it on their own.',
      'I sat with the new starter every week, answered their questions and checked their work.',
    ],
  },
  {
    concept: 'Communication: explaining things clearly to different audiences, listening and writing clearly',
    statements: [
      'I explained the problem to people outside my team in simple words so they could decide.',
      'I wrote a short summary of what changed and went through it with everyone before the launch.',
      'I listened to what they were really worried about and answered that.',
    ],
  },
  {
    concept: 'Collaboration and teamwork: working with others towards a shared goal and resolving disagreements',
    statements: [
      'I worked together with another team to finish the project on time.',
      'We disagreed on the approach, so I sat down with them and we agreed on a compromise.',
      'I split the work with my colleagues and we helped each other when someone was stuck.',
    ],
  },
  {
    concept: 'Ownership and accountability: taking responsibility for outcomes and following through',
    statements: [
      'Nobody was responsible for it, so I took it on myself and saw it through to the end.',
      'I made a mistake, told my manager straight away and fixed it.',
      'I kept checking until the problem was really solved, not just handed over.',
    ],
  },
  {
    concept: 'Leadership: setting direction for a team, delegating and developing people',
    statements: [
      'I led a small team, gave everyone a clear part of the work and checked in with them each week.',
      'I decided which work came first and explained the reasons to the team.',
    ],
  },
  {
    concept: 'Problem solving: finding the cause of a problem, weighing options and fixing it',
    statements: [
      'Something kept going wrong, so I tested one possible cause after another until I found the real one and fixed it.',
      'I compared two ways to fix the problem, picked the simpler one and it worked.',
    ],
  },
  {
    concept: 'Stakeholder management: managing expectations of managers, clients and other departments',
    statements: [
      'The client wanted more than we could deliver, so I met with them and agreed what we would do first.',
      'I kept the managers informed every week so nobody was surprised by the delay.',
    ],
  },
  {
    concept: 'Adaptability: adjusting quickly to change, learning new things and working under new conditions',
    statements: [
      'Our plans changed overnight, so I reorganised my work and learned the new system in a few days.',
      'I had never done that kind of work before, so I learned it quickly on the job.',
    ],
  },
  {
    concept: 'Customer service: helping customers, resolving their problems and keeping them satisfied',
    statements: [
      'A customer was angry about a wrong order, I listened, apologised and sent the right one the same day.',
      'I stayed with the customer on the phone until their problem was fixed and they thanked me.',
      'I calmed down an upset customer and found a solution that kept them with us.',
    ],
  },
  {
    concept: 'Empathy and de-escalation: calming upset people and understanding how they feel',
    statements: [
      'The person was shouting, so I stayed calm, let them speak and told them I understood.',
      'I noticed he was scared, so I slowed down and explained every step to him.',
    ],
  },
  {
    concept: 'Sales: finding prospects, understanding their needs and closing deals',
    statements: [
      'I called a company that was not buying from us, asked about their problems and won them as a client.',
      'I showed the buyer how our product saved them money and we signed the contract that month.',
      'I followed up with the lead several times until they agreed to a meeting and then bought.',
    ],
  },
  {
    concept: 'Negotiation: reaching agreements on price and terms that work for both sides',
    statements: [
      'The client asked for a big discount, so I offered a longer contract instead and we both agreed.',
      'I found out what mattered most to them and gave on that while keeping our price.',
    ],
  },
  {
    concept: 'Account management and relationship building: keeping long-term client relationships and growing them',
    statements: [
      'I checked in with my clients regularly, so when they needed more they came to me first.',
      'I built a good relationship with the client over the years and they renewed every year.',
    ],
  },
  {
    concept: 'Patient care and clinical assessment: observing patients, noticing changes and acting on them',
    statements: [
      'I noticed the patient looked different from the morning, checked his signs again and called the doctor.',
      'I looked after the patient during my shift, watched how she was doing and told the next nurse everything.',
    ],
  },
  {
    concept: 'Medication safety: giving the right medicine at the right dose and checking for errors',
    statements: [
      'Before giving the medicine I checked the name, the dose and the patient band, and found the dose was wrong.',
      'I double checked the prescription with a colleague and stopped a mistake before it reached the patient.',
    ],
  },
  {
    concept: 'Infection control and hygiene: preventing the spread of infection with clean practice',
    statements: [
      'I made sure everyone washed their hands and wore gloves, and we had no more infections on the ward.',
      'I isolated the patient quickly and cleaned everything he had touched.',
    ],
  },
  {
    concept: 'Health and safety: following safety rules and preventing accidents at work',
    statements: [
      'I saw a broken barrier near the loading area, stopped the work and had it fixed before anyone got hurt.',
      'I showed the new workers how to lift and use the equipment safely and we had no injuries.',
    ],
  },
  {
    concept: 'Inventory and stock management: keeping stock accurate and available',
    statements: [
      'I counted the stock every week, found where the numbers did not match and fixed the cause.',
      'I changed how we stored the items so we stopped running out and picking got faster.',
    ],
  },
  {
    concept: 'Process improvement and efficiency: making work faster, cheaper or more reliable',
    statements: [
      'I noticed we did the same step twice, changed the way we worked and saved an hour every day.',
      'I reorganised how the work moved between people and we finished orders much faster.',
    ],
  },
  {
    concept: 'Planning and time management: organising work, prioritising and meeting deadlines',
    statements: [
      'I had too many things due the same week, so I listed them, did the urgent ones first and met every deadline.',
      'I planned the shifts ahead so that we always had enough people.',
    ],
  },
  {
    concept: 'Attention to detail and quality: careful, accurate work and catching errors',
    statements: [
      'I checked every line again before sending it and found a mistake nobody else had noticed.',
      'I went through the work carefully and corrected small errors before they became problems.',
    ],
  },
  {
    concept: 'Databases and SQL: storing, querying and speeding up data in relational databases',
    statements: [
      'The search was very slow, I looked at how the database read the table, added a lookup on the right column and it became fast.',
      'I designed the tables for our orders so the data could not get out of sync.',
    ],
  },
  {
    concept: 'Software engineering: building, testing and shipping reliable software services',
    statements: [
      'I built a service that took requests from our app, checked the input and saved the data.',
      'I wrote automatic tests for the code so we could change it without breaking it.',
      'The program kept running out of memory, I found what was holding on to it and fixed it.',
    ],
  },
  {
    concept: 'Operations and reliability: deploying, monitoring and keeping systems running',
    statements: [
      'The site went down at night, I found the cause, brought it back and added an alert so we would know sooner.',
      'I packaged the app so it ran the same way on every machine and deployments stopped failing.',
    ],
  },
  {
    concept: 'Data analysis: using data and numbers to understand a situation and decide',
    statements: [
      'I pulled the numbers from last year, found which part was losing money and showed it to my manager.',
      'I made a simple report that showed where we were slow and we changed it.',
    ],
  },
];
