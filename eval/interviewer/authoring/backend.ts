import type { FamilySpec } from './family.js';

const debugPrompt = 'Tell me about a production incident you debugged. How did you find the cause?';
const designPrompt = 'Tell me about a time you had to explain a technical decision to people outside your team.';
const incidentStory =
  'Last spring our checkout API started timing out every evening. I pulled the slow query log, found a missing index on the orders table, added it in a migration, and p95 latency went from 4 seconds to 300 ms.';

export const backend: FamilySpec = {
  family: 'backend_engineering',
  topics: {
    debug: {
      competency: {
        id: 'debugging',
        name: 'Debugging production systems',
        description: 'Finds the root cause of failures in running services using logs, metrics and traces.',
      },
      topic: {
        id: 'debugging-incident',
        prompt: debugPrompt,
        follow_ups: ['How did you confirm the fix worked?', 'What did you change so it would not happen again?'],
      },
    },
    comm: {
      competency: {
        id: 'communication',
        name: 'Communication',
        description: 'Explains technical trade-offs clearly to non-engineers and writes things down.',
      },
      topic: {
        id: 'communication-decision',
        prompt: designPrompt,
        follow_ups: ['How did you check they understood?', 'What would you do differently?'],
      },
    },
  },
  rows: [
    ['debug', 'general', 'Yes, I have done that a lot, it went well.', 'probe_specific'],
    [
      'debug',
      'general',
      'I usually start with the logs and the dashboards, then narrow it down. Most of the time it is a config change or a slow query. I am pretty methodical about it.',
      'probe_specific',
    ],
    [
      'comm',
      'general',
      'I explain things to product managers all the time. I try to avoid jargon and use diagrams, people generally get it.',
      'probe_specific',
    ],
    [
      'comm',
      'general',
      'Sure, I always make sure stakeholders understand why we pick one approach over another.',
      'probe_specific',
      {
        earlier: [{ question: designPrompt, answer: 'Yeah, I do that quite often in my current job.' }],
        question: 'Could you walk me through one particular time you did that?',
        probes: 1,
      },
    ],
    [
      'debug',
      'we',
      'Our team migrated the database last year and we found the connection pool was exhausted. We rewrote the pooling config and we cut query time from 2 s to 200 ms.',
      'probe_own_part',
    ],
    [
      'debug',
      'we',
      'We had an outage in March where the payment webhooks stopped. The on-call team traced it to an expired certificate and we rotated it and added an alert. No more outages since.',
      'probe_own_part',
    ],
    [
      'comm',
      'we',
      'When we moved from REST to event streaming, our platform team ran a couple of sessions for the sales engineers and we wrote a FAQ. Afterwards the support tickets about it dropped a lot.',
      'probe_own_part',
    ],
    [
      'debug',
      'we',
      'There was a memory leak in our image service. We profiled the heap, we found a cache that never evicted, and we started looking at replacing it with an LRU.',
      'probe_own_part',
    ],
    [
      'debug',
      'no_outcome',
      'In my last job the search service started returning stale results. I checked the indexer logs, saw that the queue consumer was crashing on one malformed document, and I added a dead-letter queue and a schema check.',
      'probe_outcome',
    ],
    [
      'debug',
      'no_outcome',
      'One Friday the billing job failed halfway. I replayed the job locally with production data, found a timezone bug in how we cut the billing period, and wrote a patch with tests.',
      'probe_outcome',
    ],
    [
      'comm',
      'no_outcome',
      'I had to explain to our finance team why I wanted to move us off the on-premise servers. I wrote a two-page memo with the cost comparison and presented it at their monthly meeting.',
      'probe_outcome',
    ],
    [
      'comm',
      'no_outcome',
      'I was the one who proposed dropping support for the old mobile API. I met the customer success leads, showed them which clients still used it and suggested a six month deprecation timeline.',
      'probe_outcome',
      {
        earlier: [{ question: designPrompt, answer: 'I have done that a few times, mostly with customer success.' }],
        question: 'Can you pick one of those times and tell me what happened?',
        probes: 1,
      },
    ],
    [
      'debug',
      'off_topic',
      'Honestly the weather has been terrible this week, I cycled to work in the rain every day. Anyway, I love cycling, I do about 200 km a week.',
      'redirect',
    ],
    [
      'comm',
      'off_topic',
      'What I really enjoy is pure coding, I have been learning Rust at home and building a small game engine. It is a lot of fun.',
      'redirect',
    ],
    [
      'debug',
      'off_topic',
      'Before that I should say I am also interested in the salary range for this role and whether it is remote.',
      'redirect',
    ],
    [
      'debug',
      'no_experience',
      'To be honest I have never been on call, I mostly worked on internal tools where nothing ran in production.',
      'alternative_angle',
    ],
    [
      'comm',
      'no_experience',
      'I have not really had to do that. I was a junior on a big team and the tech lead always handled the conversations with other departments.',
      'alternative_angle',
    ],
    [
      'debug',
      'no_experience',
      'No, I really have not done anything like that, not in a course either.',
      'next_topic',
      {
        earlier: [
          { question: debugPrompt, answer: 'I have not had a production incident, I only worked on prototypes.' },
        ],
        question:
          'That is fine. Maybe from a course or a side project: a time something you built broke and you had to find out why?',
        probes: 1,
      },
    ],
    [
      'comm',
      'repeated',
      'Like I said, the checkout API timing out in the evenings. I explained to the product owner that the orders table was missing an index and that the fix was a migration, and latency went down to 300 ms.',
      'different_example',
      { earlier: [{ question: debugPrompt, answer: incidentStory }] },
    ],
    [
      'comm',
      'repeated',
      'The same one again really, the slow checkout. I wrote it up for the other teams after I added the index.',
      'different_example',
      { earlier: [{ question: debugPrompt, answer: incidentStory }] },
    ],
    [
      'debug',
      'repeated',
      'That would be the memo about leaving the on-premise servers again. I walked finance through the cost numbers and they approved the move, we saved about 30 percent.',
      'different_example',
      {
        earlier: [
          {
            question: designPrompt,
            answer:
              'I wrote a memo for finance on moving off our on-premise servers, presented the cost comparison at their monthly meeting, and they approved the budget. The hosting bill went down about 30 percent.',
          },
        ],
      },
    ],
    ['debug', 'complete', incidentStory, 'next_topic'],
    [
      'debug',
      'complete',
      'In 2023 our order service crashed every few hours. I was on call, so I took a heap dump and saw millions of retry objects: a client retried forever on 503s. I added exponential backoff with a cap and a circuit breaker. The crashes stopped completely and we have not had one in the year since.',
      'next_topic',
    ],
    [
      'comm',
      'complete',
      'I proposed we move our nightly batch reports to a streaming pipeline. I made a one-page comparison for the operations managers, used a timeline picture instead of architecture diagrams, and took their questions. They agreed, and the reports now arrive in minutes instead of the next morning.',
      'next_topic',
    ],
    [
      'comm',
      'complete',
      'I had to tell the marketing team we could not ship personalised emails in Q2 because of the consent data. I explained the legal risk with two concrete examples, offered a simpler segment-based version, and they launched that on time. Open rates went up 12 percent.',
      'next_topic',
    ],
    [
      'debug',
      'complete',
      'The cache had no eviction, so I personally swapped it for an LRU with a 500 MB cap, load-tested it and rolled it out. Memory stayed flat after that and the pods stopped getting OOM-killed.',
      'next_topic',
      {
        earlier: [
          {
            question: debugPrompt,
            answer:
              'There was a memory leak in our image service. We profiled the heap and we found a cache that never evicted.',
          },
        ],
        question: 'What did you do personally in that situation?',
        probes: 1,
      },
    ],
    ['debug', 'clarification', 'Sorry, could you repeat the question?', 'rephrase'],
    [
      'comm',
      'clarification',
      'What do you mean by outside the team? Other engineering teams, or business people?',
      'explain',
    ],
    [
      'debug',
      'clarification',
      'Can I come back to this one later? I need a moment to think of a good example.',
      'defer',
    ],
    [
      'debug',
      'general',
      'I just try to be systematic and look at what changed. It usually works out.',
      'next_topic',
      {
        earlier: [
          { question: debugPrompt, answer: 'I have debugged plenty of incidents.' },
          {
            question: 'Could you tell me about one specific incident?',
            answer: 'There were many, they were all similar.',
          },
        ],
        question: 'Pick any one of them: what was broken and what did you look at first?',
        probes: 2,
      },
    ],
    [
      'comm',
      'we',
      'We presented it to the board and we got the budget approved.',
      'next_topic',
      {
        earlier: [
          { question: designPrompt, answer: 'We explain our architecture choices to management every quarter.' },
          {
            question: 'Could you describe one particular time?',
            answer: 'We had to justify moving to Kubernetes, so we prepared a deck together as a team.',
          },
        ],
        question: 'What was your own part in preparing or presenting it?',
        probes: 2,
      },
    ],
  ],
};
