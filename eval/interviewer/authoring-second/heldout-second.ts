/**
 * Second held-out batch of interviewer cases.
 *
 * Written 2026-11-26 by a helper session blind to the interviewer: it read only eval/interviewer/README.md (the moves
 * table, the labelling guide and the data rules), case.ts, moves.ts and authoring/family.ts. It opened no engine code,
 * no other authoring file, no split JSON and no report. Every `expected_move` was set by the README's labelling guide,
 * first matching precedence rule wins, reading each answer as a recruiter would, and the file is committed before any
 * engine is run on it. Nine role families, ids `<family>-sNN` so they cannot collide with other batches.
 */
import type { Exchange, InterviewerCase } from '../case.js';
import { expand, type FamilySpec } from '../authoring/family.js';

/** A probe-budget-spent chain: the topic prompt, then the first follow-up, each with its answer. */
function chain(prompt: string, first: string, followUp: string, second: string, before: Exchange[] = []): Exchange[] {
  return [...before, { question: prompt, answer: first }, { question: followUp, answer: second }];
}

// ---------------------------------------------------------------------------------------------------------------
// Backend engineering
// ---------------------------------------------------------------------------------------------------------------

const beIncident = 'Tell me about a time a production service you owned went down. What did you do?';
const bePerf = 'Tell me about a slow database query or API endpoint that you made faster.';
const beReview = 'Describe a code review where you disagreed with the author about the design. How did you handle it?';
const beMigration = 'Tell me about a schema change you ran on a live production database.';

const bePaymentsOutage =
  'Last March our payments API started returning 500 errors at about 2 a.m. and I was on call. I looked at the ' +
  'dashboards, saw the Postgres connection pool was exhausted right after an evening deploy, and I rolled that ' +
  'deploy back within ten minutes. Errors dropped to zero, and the next day I added an alert on pool saturation and ' +
  'wrote the postmortem.';

const backend: FamilySpec = {
  family: 'backend_engineering',
  topics: {
    incident: {
      competency: {
        id: 'incident_response',
        name: 'Incident response',
        description: 'Restores a failing production service calmly and makes sure the same outage does not come back.',
      },
      topic: {
        id: 'production_outage',
        prompt: beIncident,
        follow_ups: ['How did you find the cause?', 'What changed afterwards so it would not happen again?'],
      },
    },
    perf: {
      competency: {
        id: 'performance',
        name: 'Performance tuning',
        description: 'Measures where time goes in a service and makes slow paths faster.',
      },
      topic: {
        id: 'slow_query',
        prompt: bePerf,
        follow_ups: ['How did you measure where the time went?', 'How much faster did it get?'],
      },
    },
    review: {
      competency: {
        id: 'code_review',
        name: 'Code review',
        description: 'Gives and takes design feedback in reviews constructively and reaches a decision.',
      },
      topic: {
        id: 'review_disagreement',
        prompt: beReview,
        follow_ups: ['How did you raise it with the author?', 'What was decided in the end?'],
      },
    },
    migration: {
      competency: {
        id: 'data_changes',
        name: 'Safe data changes',
        description: 'Changes live database schemas without downtime or data loss.',
      },
      topic: {
        id: 'live_migration',
        prompt: beMigration,
        follow_ups: ['How did you make sure nothing broke while it ran?', 'How did you roll it out?'],
      },
    },
  },
  rows: [
    ['incident', 'complete', bePaymentsOutage, 'next_topic'],
    [
      'perf',
      'complete',
      'The p95 went from about four seconds to 180 milliseconds, and the support tickets about the slow order page ' +
        'stopped that same week.',
      'next_topic',
      {
        earlier: [
          {
            question: bePerf,
            answer:
              'On our order-history endpoint the p95 latency was around four seconds. I ran EXPLAIN ANALYZE on the ' +
              'main query, saw it was doing a sequential scan over the whole orders table, and added a composite ' +
              'index on customer_id and created_at.',
          },
        ],
        probes: 1,
        question: 'What was the result?',
      },
    ],
    [
      'review',
      'general',
      'Yes, I have done that a lot in my previous jobs, and it always went well. I think it is important to stay ' +
        'respectful in reviews.',
      'probe_specific',
    ],
    [
      'incident',
      'we',
      'When our search cluster ran out of disk space last year, we got paged, we deleted the old indices and we added ' +
        'two more nodes. The team had it back up in about an hour.',
      'probe_own_part',
    ],
    [
      'perf',
      'we',
      'Last Black Friday the checkout endpoint got really slow. We profiled it, we found an N+1 query in the cart ' +
        'service and we replaced it with a batch load, and then response times were back to normal.',
      'probe_own_part',
    ],
    [
      'review',
      'no_outcome',
      'On a pull request that added a caching layer, I saw the author was caching user-specific data under a shared ' +
        'key. I left a comment with a concrete example of two users getting each other\u2019s data, and I proposed a ' +
        'short call to go through it, which I booked for the next morning.',
      'probe_outcome',
    ],
    [
      'migration',
      'off_topic',
      'Honestly what I enjoy most is the frontend side. I have been learning Svelte on the weekends and building a ' +
        'little app for my climbing gym.',
      'redirect',
    ],
    [
      'migration',
      'no_experience',
      'I have never run a migration on a live database myself. At my last job the DBA team did all the schema changes.',
      'alternative_angle',
    ],
    [
      'perf',
      'repeated',
      'Like I said, the payments API with the Postgres connection pool: I rolled the deploy back and added the ' +
        'alert, and after that it was fast again.',
      'different_example',
      { earlier: [{ question: beIncident, answer: bePaymentsOutage }] },
    ],
    [
      'incident',
      'general',
      'I don\u2019t remember the details, honestly. I just do whatever is needed to get things running again.',
      'next_topic',
      {
        earlier: chain(
          beIncident,
          'Outages happen, I have handled quite a few of them over the years.',
          'Could you tell me about one particular outage?',
          'There were many, it is hard to pick one. Usually it is the database.',
        ),
        probes: 2,
        question: 'Think of the last one you handled. What did you do?',
      },
    ],
    [
      'review',
      'clarification',
      'What do you mean by disagreeing about the design? Like about naming things, or about the whole architecture?',
      'explain',
    ],
  ],
};

// ---------------------------------------------------------------------------------------------------------------
// Sales
// ---------------------------------------------------------------------------------------------------------------

const saClosing = 'Tell me about a deal you closed that was at risk of slipping. What did you do?';
const saObjection = 'Describe a time a prospect pushed back hard on price. How did you respond?';
const saProspecting = 'Tell me about how you built a pipeline in a new territory or segment.';

const saTrucks =
  'Last year one customer, a logistics company with 40 trucks, say our price is 30 percent too high compared to the ' +
  'competitor. I ask for their fuel report and I show them with their own numbers that our route software save ' +
  'around 8 percent of fuel, so more than the price difference. They sign the one-year contract the next week.';

const sales: FamilySpec = {
  family: 'sales',
  topics: {
    closing: {
      competency: {
        id: 'closing',
        name: 'Closing deals',
        description: 'Moves a qualified opportunity to a signed contract, also when it starts to slip.',
      },
      topic: {
        id: 'deal_at_risk',
        prompt: saClosing,
        follow_ups: ['What was putting the deal at risk?', 'When and how did it sign?'],
      },
    },
    objection: {
      competency: {
        id: 'objection_handling',
        name: 'Objection handling',
        description: 'Answers price and value objections with the prospect\u2019s own numbers.',
      },
      topic: {
        id: 'price_pushback',
        prompt: saObjection,
        follow_ups: ['What did you say to them?', 'What did they decide?'],
      },
    },
    prospecting: {
      competency: {
        id: 'prospecting',
        name: 'Prospecting',
        description: 'Builds pipeline from scratch through outbound work.',
      },
      topic: {
        id: 'new_territory',
        prompt: saProspecting,
        follow_ups: ['Which channels did you use?', 'How much pipeline did it produce?'],
      },
    },
  },
  rows: [
    ['objection', 'complete', saTrucks, 'next_topic'],
    [
      'closing',
      'complete',
      'In Q4 a renewal with a hospital group, worth 120k, was about to slip because their new CFO froze all spending. ' +
        'I asked our champion to introduce me, got 20 minutes with the CFO, and offered to split the payment over two ' +
        'quarters. He signed on December 28 and the deal counted for the quarter.',
      'next_topic',
    ],
    [
      'prospecting',
      'general',
      'Yes, I have done that a lot in my previous jobs and it always went well. I am very good at opening new doors.',
      'probe_specific',
    ],
    [
      'objection',
      'general',
      'When people say it is too expensive I always go back to value. Most of the time they are not really objecting ' +
        'to the price, it is something else.',
      'probe_specific',
    ],
    [
      'closing',
      'we',
      'There was a big manufacturing deal last spring that almost went to a competitor. We did a second demo, our team ' +
        'put together a custom pilot, and we got it signed in the end.',
      'probe_own_part',
    ],
    [
      'prospecting',
      'no_outcome',
      'When I moved to the Nordics territory in 2023 I had zero accounts. I pulled a list of about 200 mid-size ' +
        'retailers, wrote a three-step email sequence in Swedish and English, and I called everyone who opened it twice.',
      'probe_outcome',
      {
        earlier: [
          { question: saProspecting, answer: 'I am good at cold outreach, I have opened several territories.' },
        ],
        probes: 1,
        question: 'Could you tell me about one territory in particular?',
      },
    ],
    [
      'objection',
      'off_topic',
      'To be honest I think price is really the marketing team\u2019s problem: if the brand was stronger nobody would ' +
        'push back. By the way, is the commission structure here uncapped?',
      'redirect',
    ],
    [
      'prospecting',
      'no_experience',
      'No, not really, I never did that. I only worked the inbound leads.',
      'next_topic',
      {
        earlier: [
          {
            question: saProspecting,
            answer: 'I have never had to build pipeline myself, in my job the leads always came from marketing.',
          },
        ],
        probes: 1,
        question:
          'Then have you found new customers in any other way, for example at a trade fair or through referrals?',
      },
    ],
    [
      'closing',
      'repeated',
      'The logistics company I told you about, with the 40 trucks: that one was at risk because of the price, so I ' +
        'showed them the fuel savings and they signed.',
      'different_example',
      { earlier: [{ question: saObjection, answer: saTrucks }] },
    ],
    [
      'closing',
      'we',
      'We just kept pushing, the whole team, calls and emails and everything.',
      'next_topic',
      {
        earlier: chain(
          saClosing,
          'We had a few of those, deals slip all the time in enterprise.',
          'Could you pick one deal that was at risk?',
          'There was one with a regional bank, we worked really hard on it as a team.',
        ),
        probes: 2,
        question: 'What did you do yourself on that bank deal?',
      },
    ],
    ['prospecting', 'clarification', 'Sorry, the line broke up a bit. Could you repeat the question?', 'rephrase'],
  ],
};

// ---------------------------------------------------------------------------------------------------------------
// Customer support
// ---------------------------------------------------------------------------------------------------------------

const csUpset = 'Tell me about a time you handled a very upset customer.';
const csTrouble = 'Describe a technical problem a customer had that took you several steps to solve.';
const csProcess = 'Tell me about something you changed in how your support team works.';

const support: FamilySpec = {
  family: 'customer_support',
  topics: {
    upset: {
      competency: {
        id: 'de_escalation',
        name: 'De-escalation',
        description: 'Calms an upset customer and resolves the cause of the complaint.',
      },
      topic: {
        id: 'upset_customer',
        prompt: csUpset,
        follow_ups: ['What was the customer upset about?', 'How did the conversation end?'],
      },
    },
    trouble: {
      competency: {
        id: 'troubleshooting',
        name: 'Troubleshooting',
        description: 'Narrows a customer\u2019s technical problem down step by step to its cause.',
      },
      topic: {
        id: 'multi_step_problem',
        prompt: csTrouble,
        follow_ups: ['What did you check first?', 'Was the problem solved for good?'],
      },
    },
    process: {
      competency: {
        id: 'process_improvement',
        name: 'Process improvement',
        description: 'Notices what slows the support team down and changes it.',
      },
      topic: {
        id: 'team_change',
        prompt: csProcess,
        follow_ups: ['What made you want to change it?', 'What difference did it make?'],
      },
    },
  },
  rows: [
    [
      'upset',
      'complete',
      'He calmed down right away and thanked me, and he rated the call 5 out of 5 in the survey. He is still a customer.',
      'next_topic',
      {
        earlier: [
          {
            question: csUpset,
            answer:
              'A customer called because he had been charged twice for his annual plan, 480 euros, and he was shouting ' +
              'that he would report us to his bank. I let him finish, apologised, refunded the duplicate charge while ' +
              'he was still on the line, and emailed him the refund confirmation.',
          },
        ],
        probes: 1,
        question: 'How did it end?',
      },
    ],
    [
      'trouble',
      'complete',
      'A customer\u2019s smart thermostat kept dropping off the Wi-Fi every night. I had her send me the device log, saw ' +
        'it disconnected at exactly 1 a.m., and asked about her router: it had a scheduled reboot at 1 a.m. I walked ' +
        'her through turning on auto-reconnect in our app. It stayed connected the whole next week and she closed the ' +
        'ticket herself.',
      'next_topic',
    ],
    [
      'upset',
      'general',
      'I am very patient with angry customers. I always listen first and I never take it personally.',
      'probe_specific',
    ],
    [
      'process',
      'general',
      'Yes, I did that many times in my previous job and it always went well, my manager was always happy with my ideas.',
      'probe_specific',
    ],
    [
      'process',
      'we',
      'Last year our team moved from a shared mailbox to a ticketing system. We set up the categories, we wrote the ' +
        'macros together and we trained the new people on it.',
      'probe_own_part',
    ],
    [
      'trouble',
      'no_outcome',
      'One customer had problem, the app crash every time she upload a photo. I ask her the phone model and the ' +
        'version, I try on our test phone with the same version and I can reproduce it, so I write the bug ticket to ' +
        'the developers with all the steps.',
      'probe_outcome',
    ],
    [
      'upset',
      'off_topic',
      'Honestly the hardest part of support for me is the night shifts. I would like to know if this role has fixed ' +
        'hours, because I have a long commute.',
      'redirect',
    ],
    [
      'process',
      'no_experience',
      'I never changed anything in how the team works. I was only a first-line agent, the team leader decided everything.',
      'alternative_angle',
    ],
    [
      'trouble',
      'clarification',
      'Can I come back to this one later? I need a minute to think of a good example.',
      'defer',
    ],
    [
      'process',
      'general',
      'I really can\u2019t think of one right now, but I am always looking for better ways to do things.',
      'next_topic',
      {
        earlier: chain(
          csProcess,
          'I always suggest improvements, I am a proactive person.',
          'Could you tell me about one change you suggested?',
          'There were so many, mostly small things to make the work faster.',
          [
            {
              question: csUpset,
              answer:
                'A woman whose parcel was lost twice called in tears. I stayed with her on the call, sent a ' +
                'replacement by express with a tracking link, and she wrote to thank me when it arrived the next day.',
            },
          ],
        ),
        probes: 2,
        question: 'Pick the one you remember best: what was it?',
      },
    ],
  ],
};

// ---------------------------------------------------------------------------------------------------------------
// Nursing
// ---------------------------------------------------------------------------------------------------------------

const nuDeterioration =
  'Tell me about a time you noticed a patient\u2019s condition getting worse during your shift. What did you do?';
const nuMedication = 'Describe a time you caught or prevented a medication error.';
const nuFamily = 'Tell me about a difficult conversation you had with a patient\u2019s family member.';

const nuSepsis =
  'On a night shift on the surgical ward, a patient two days after bowel surgery had a heart rate of 118 and his ' +
  'blood pressure had dropped to 92 over 55. I calculated his early warning score, it was 7, so I called the rapid ' +
  'response team, started oxygen and took blood cultures as per the protocol. He was diagnosed with early sepsis, got ' +
  'antibiotics within the hour and was stable on the ward two days later.';

const nursing: FamilySpec = {
  family: 'nursing',
  topics: {
    deterioration: {
      competency: {
        id: 'clinical_judgement',
        name: 'Clinical judgement',
        description: 'Recognises a deteriorating patient early and escalates care.',
      },
      topic: {
        id: 'deteriorating_patient',
        prompt: nuDeterioration,
        follow_ups: ['What signs did you notice first?', 'Who did you escalate to, and what happened?'],
      },
    },
    medication: {
      competency: {
        id: 'medication_safety',
        name: 'Medication safety',
        description: 'Checks orders and doses and stops errors before they reach the patient.',
      },
      topic: {
        id: 'medication_error',
        prompt: nuMedication,
        follow_ups: ['What made you suspect the error?', 'What was done afterwards?'],
      },
    },
    family: {
      competency: {
        id: 'family_communication',
        name: 'Communication with families',
        description: 'Handles hard conversations with relatives honestly and calmly.',
      },
      topic: {
        id: 'difficult_relative',
        prompt: nuFamily,
        follow_ups: ['What was the family member worried about?', 'How did the conversation end?'],
      },
    },
  },
  rows: [
    ['deterioration', 'complete', nuSepsis, 'next_topic'],
    [
      'medication',
      'complete',
      'A new order came in for 10 milligrams of IV morphine for an 82-year-old lady who weighed 45 kilos. That looked ' +
        'far too high for her, so I held the dose and called the prescribing doctor. He had meant 1 milligram and ' +
        'corrected the order, and I filed an incident report, after which pharmacy added a dose alert for our ward.',
      'next_topic',
    ],
    [
      'family',
      'general',
      'With families I always try to be calm and explain everything slowly. Many times the families are angry but when ' +
        'I explain they understand.',
      'probe_specific',
    ],
    [
      'medication',
      'general',
      'Yes, I have done that a lot in my previous jobs, and it always went well. I am always very careful with ' +
        'medications.',
      'probe_specific',
    ],
    [
      'deterioration',
      'we',
      'One evening a patient on our ward became confused and his oxygen saturation went down. We called the doctor, we ' +
        'put him on oxygen and the team moved him to high dependency.',
      'probe_own_part',
    ],
    [
      'family',
      'no_outcome',
      'The daughter of a patient with dementia was angry that her father had a bruise on his arm. I took her to the ' +
        'quiet room, showed her the incident record from the night before, and explained that he had knocked his arm ' +
        'on the bed rail trying to get up alone.',
      'probe_outcome',
    ],
    [
      'family',
      'off_topic',
      'Family is the most important thing for me too. I have three children, and that is why I need to know if the ' +
        'shifts here are 8 or 12 hours.',
      'redirect',
    ],
    [
      'medication',
      'no_experience',
      'No, during my placements nothing like that happened. I was always with my mentor and she did the checks.',
      'next_topic',
      {
        earlier: [
          {
            question: nuMedication,
            answer: 'I am newly qualified, so I haven\u2019t caught a medication error yet.',
          },
        ],
        probes: 1,
        question:
          'During your placements, did you see anything close to an error, or how would you check a dose you weren\u2019t sure about?',
      },
    ],
    [
      'family',
      'repeated',
      'Again the night with the septic patient I just described: his heart rate was 118, I called the rapid response ' +
        'team, he got antibiotics and he was stable two days later.',
      'different_example',
      { earlier: [{ question: nuDeterioration, answer: nuSepsis }] },
    ],
    [
      'deterioration',
      'clarification',
      'When you say getting worse, do you mean medically, like the vital signs, or also things like the patient being ' +
        'unhappy?',
      'explain',
    ],
    [
      'deterioration',
      'no_outcome',
      'I checked on him and then the doctor took over. I don\u2019t remember exactly, it was a busy night.',
      'next_topic',
      {
        earlier: chain(
          nuDeterioration,
          'This happens all the time on a medical ward, I am used to it.',
          'Can you tell me about one patient in particular?',
          'There was a man with pneumonia, we were all worried about him, the whole team.',
        ),
        probes: 2,
        question: 'What did you do yourself for him?',
      },
    ],
  ],
};

// ---------------------------------------------------------------------------------------------------------------
// Warehouse operations
// ---------------------------------------------------------------------------------------------------------------

const whSafety = 'Tell me about a time you saw an unsafe situation in the warehouse. What did you do?';
const whAccuracy = 'Describe a time you found a stock discrepancy and had to track down the cause.';
const whPeak = 'Tell me about a peak day when orders piled up. How did you keep shipments going out?';

const whPallet =
  'In my last warehouse I saw a pallet on the top rack, the shrink wrap was broken and the boxes was leaning out over ' +
  'the aisle where pickers walk. I stop the forklift traffic in that aisle with cones, I call the shift lead and I ' +
  'take it down with the reach truck and rewrap it. Nobody got hurt, and after that the supervisor added a wrap check ' +
  'for the top level in the daily walk.';

const warehouse: FamilySpec = {
  family: 'warehouse_operations',
  topics: {
    safety: {
      competency: {
        id: 'safety',
        name: 'Safety',
        description: 'Spots hazards on the floor and stops work to make them safe.',
      },
      topic: {
        id: 'unsafe_situation',
        prompt: whSafety,
        follow_ups: ['What did you do first?', 'Did anything change afterwards?'],
      },
    },
    accuracy: {
      competency: {
        id: 'inventory_accuracy',
        name: 'Inventory accuracy',
        description: 'Finds and fixes the cause of stock discrepancies.',
      },
      topic: {
        id: 'stock_discrepancy',
        prompt: whAccuracy,
        follow_ups: ['How did you trace it?', 'Was the count right afterwards?'],
      },
    },
    peak: {
      competency: {
        id: 'pressure',
        name: 'Working under pressure',
        description: 'Keeps picking and shipping going on the busiest days.',
      },
      topic: {
        id: 'peak_day',
        prompt: whPeak,
        follow_ups: ['What did you change that day?', 'Did the trucks leave on time?'],
      },
    },
  },
  rows: [
    ['safety', 'complete', whPallet, 'next_topic'],
    [
      'accuracy',
      'complete',
      'I moved them to the right location in the system, the count matched again, and I asked IT to deactivate the old ' +
        'location code so nobody could receive into it any more. It didn\u2019t happen again while I was there.',
      'next_topic',
      {
        earlier: [
          {
            question: whAccuracy,
            answer:
              'During the monthly cycle count I found we were 60 cases short on one SKU of bottled water. I pulled the ' +
              'transaction history in the WMS, saw that the same quantity had been received into a location that no ' +
              'longer physically existed, and I walked the neighbouring bays until I found the cases in the next one.',
          },
        ],
        probes: 1,
        question: 'What happened after that?',
      },
    ],
    [
      'accuracy',
      'general',
      'Yes, I have done that loads of times in my previous jobs and it always went well, I am good with numbers.',
      'probe_specific',
    ],
    [
      'peak',
      'we',
      'Black Friday last year we had double the normal orders. We split into two picking waves, we stayed two hours ' +
        'late, and we got every truck out.',
      'probe_own_part',
    ],
    [
      'safety',
      'no_outcome',
      'Once I saw a new colleague riding on the forks of a pallet jack to reach a high shelf. I walked over and told ' +
        'him to get down, and then I went to find the shift supervisor.',
      'probe_outcome',
    ],
    [
      'accuracy',
      'off_topic',
      'I like numbers actually, I do the books for my football club on the weekends. We play in the regional league and ' +
        'we finished third this year.',
      'redirect',
    ],
    [
      'peak',
      'no_experience',
      'I never worked a peak season. I only did the day shift in a small warehouse where it was calm all year.',
      'alternative_angle',
    ],
    [
      'peak',
      'repeated',
      'The day with the broken pallet on the top rack I already told you about, that was a busy day too. I closed the ' +
        'aisle, took it down with the reach truck, and we carried on.',
      'different_example',
      { earlier: [{ question: whSafety, answer: whPallet }] },
    ],
    [
      'peak',
      'we',
      'We all just did our best, everybody picked and packed, the team was great.',
      'next_topic',
      {
        earlier: chain(
          whPeak,
          'Peak is always crazy but I can handle it.',
          'Can you tell me about one particular peak day?',
          'Last Christmas was bad, the whole team worked super hard.',
        ),
        probes: 2,
        question: 'What did you do yourself that day?',
      },
    ],
    ['safety', 'clarification', 'Sorry, my English is not so good. Can you say the question more simple?', 'rephrase'],
  ],
};

// ---------------------------------------------------------------------------------------------------------------
// Accounting
// ---------------------------------------------------------------------------------------------------------------

const acClose = 'Tell me about a month-end close where an account didn\u2019t reconcile. How did you find the problem?';
const acDeadline = 'Describe a time you had to deliver a report or a filing under a tight deadline.';
const acControls = 'Tell me about a time you noticed a payment or an expense claim that didn\u2019t look right.';

const accounting: FamilySpec = {
  family: 'accounting',
  topics: {
    close: {
      competency: {
        id: 'month_end_close',
        name: 'Month-end close',
        description: 'Reconciles accounts at close and traces differences to their source.',
      },
      topic: {
        id: 'unreconciled_account',
        prompt: acClose,
        follow_ups: ['How did you trace the difference?', 'How was it corrected?'],
      },
    },
    deadline: {
      competency: {
        id: 'deadlines',
        name: 'Meeting deadlines',
        description: 'Delivers filings and reports on time when time is short.',
      },
      topic: {
        id: 'tight_deadline',
        prompt: acDeadline,
        follow_ups: ['What did you do to make the deadline?', 'Was it filed on time?'],
      },
    },
    controls: {
      competency: {
        id: 'internal_controls',
        name: 'Internal controls',
        description: 'Questions payments and expenses that do not look right and follows them up.',
      },
      topic: {
        id: 'suspicious_payment',
        prompt: acControls,
        follow_ups: ['What caught your eye?', 'What came of it?'],
      },
    },
  },
  rows: [
    [
      'close',
      'complete',
      'In the March close the bank reconciliation for our euro account was off by 14,320 euros. I matched the statement ' +
        'line by line against the ledger and found a supplier payment booked twice, once by the payment run and once ' +
        'by hand. I reversed the manual entry, the account reconciled to zero, and I added a check on manual payments ' +
        'to our close checklist.',
      'next_topic',
    ],
    [
      'controls',
      'complete',
      'Last year I was processing expense claims and saw a 310-euro taxi receipt from one sales rep, and the same ' +
        'receipt number from another rep a week later. I flagged both to my manager with the two scans side by side. ' +
        'It turned out one rep had edited a copy of the receipt; HR dealt with it and the money was deducted from his ' +
        'next salary.',
      'next_topic',
    ],
    [
      'deadline',
      'general',
      'Deadlines are normal in accounting. I am used to working under pressure and I have never missed one.',
      'probe_specific',
    ],
    [
      'controls',
      'general',
      'Yes, I have done that a lot in my previous jobs, and it always went well. I have a good eye for details.',
      'probe_specific',
    ],
    [
      'close',
      'we',
      'At the 2022 year-end the intercompany accounts didn\u2019t match by about 80k. We went through all the invoices ' +
        'between the two companies, the team found a currency difference, and we fixed it before the auditors came.',
      'probe_own_part',
      {
        earlier: [
          { question: acClose, answer: 'Reconciliation problems come up at almost every close, to be honest.' },
        ],
        probes: 1,
        question: 'Could you walk me through one close in particular?',
      },
    ],
    [
      'deadline',
      'no_outcome',
      'Our VAT return was due on a Friday and the controller went off sick on the Wednesday, so I took it over. I pulled ' +
        'the sales and purchase ledgers, reconciled the VAT accounts and prepared the return in the tax portal on ' +
        'Thursday evening.',
      'probe_outcome',
    ],
    [
      'deadline',
      'off_topic',
      'Honestly I prefer jobs without hard deadlines, I think the four-day week is the future. Does this company offer ' +
        'that?',
      'redirect',
    ],
    [
      'controls',
      'no_experience',
      'I haven\u2019t really. In my job I only did accounts receivable, I never looked at payments or expense claims.',
      'alternative_angle',
    ],
    [
      'close',
      'clarification',
      'Could we come back to this one at the end? I want to think about which close to pick.',
      'defer',
    ],
    [
      'deadline',
      'general',
      'Just long hours, like every year. Nothing special really.',
      'next_topic',
      {
        earlier: chain(
          acDeadline,
          'I always deliver on time, whatever it takes.',
          'Could you tell me about one particular deadline?',
          'The year-end is always the tightest one.',
        ),
        probes: 2,
        question: 'Take last year\u2019s year-end: what did you do to make it?',
      },
    ],
  ],
};

// ---------------------------------------------------------------------------------------------------------------
// Retail store
// ---------------------------------------------------------------------------------------------------------------

const rsHelp = 'Tell me about a time you helped a customer who couldn\u2019t find what they needed.';
const rsLoss = 'Describe a time you suspected shoplifting or found a problem with the till. What did you do?';
const rsDisplay = 'Tell me about a display or shelf layout you set up. How did it do?';
const rsRecommend = 'Tell me about a time you recommended a product that a customer then bought.';

const rsCharger =
  'One Saturday a older man was looking for a charger for his hearing aid, we didn\u2019t have it on the shelf. I ' +
  'check the system and see the other store in the mall has two, so I call them, they keep one for him and I walk ' +
  'him there. He came back the next week to buy batteries and ask for me by name.';

const retail: FamilySpec = {
  family: 'retail_store',
  topics: {
    help: {
      competency: {
        id: 'customer_service',
        name: 'Customer service',
        description: 'Goes out of the way to find what a customer needs.',
      },
      topic: {
        id: 'could_not_find',
        prompt: rsHelp,
        follow_ups: ['What were they looking for?', 'Did they leave with it?'],
      },
    },
    loss: {
      competency: {
        id: 'loss_prevention',
        name: 'Loss prevention',
        description: 'Deals with suspected theft and till differences calmly and by the store\u2019s rules.',
      },
      topic: {
        id: 'theft_or_till',
        prompt: rsLoss,
        follow_ups: ['What made you suspicious?', 'How was it resolved?'],
      },
    },
    display: {
      competency: {
        id: 'merchandising',
        name: 'Merchandising',
        description: 'Sets up displays that help products sell.',
      },
      topic: {
        id: 'display_setup',
        prompt: rsDisplay,
        follow_ups: ['Why did you lay it out that way?', 'What happened to sales?'],
      },
    },
    recommend: {
      competency: {
        id: 'selling',
        name: 'Selling on the floor',
        description: 'Recommends products that fit what the customer needs.',
      },
      topic: {
        id: 'recommendation',
        prompt: rsRecommend,
        follow_ups: ['What did the customer need?', 'Did they buy it?'],
      },
    },
  },
  rows: [
    ['help', 'complete', rsCharger, 'next_topic'],
    [
      'display',
      'complete',
      'Egg sales were up about 35 percent on the year before for those two weeks, and my manager kept the table at the ' +
        'entrance for the next seasons.',
      'next_topic',
      {
        earlier: [
          {
            question: rsDisplay,
            answer:
              'Before Easter I moved the chocolate eggs from aisle 6 to a table right at the entrance, next to the ' +
              'flowers, and I put the price signs at eye level.',
          },
        ],
        probes: 1,
        question: 'What was the result?',
      },
    ],
    [
      'help',
      'general',
      'Yes, I have done that a lot in my previous jobs, and it always went well. Customers always liked me.',
      'probe_specific',
    ],
    [
      'loss',
      'we',
      'Once the till was 50 euros short at closing. We counted it again, we checked the receipt roll, and we found a ' +
        'refund that had been done twice.',
      'probe_own_part',
    ],
    [
      'display',
      'no_outcome',
      'Last summer I set up the sunscreen display near the checkout. I grouped it by SPF and put the children\u2019s ' +
        'ones on the bottom shelf, where parents with strollers could reach them.',
      'probe_outcome',
    ],
    [
      'loss',
      'no_outcome',
      'Last December I saw a woman slide two perfume boxes into her stroller under the blanket. I didn\u2019t accuse ' +
        'her, I went over and asked if she needed help with the perfumes, stayed near the aisle, and called my manager ' +
        'on the radio.',
      'probe_outcome',
    ],
    [
      'help',
      'off_topic',
      'I love fashion, I follow a lot of stylists on Instagram, and I would really like to work in the women\u2019s ' +
        'section if possible.',
      'redirect',
    ],
    [
      'loss',
      'no_experience',
      'I never had that. In my store there was a security guard at the door, so I never dealt with it.',
      'alternative_angle',
    ],
    [
      'recommend',
      'repeated',
      'Like the old man with the hearing aid charger I told you about: I found it in the other store, he bought it, ' +
        'and he came back the next week.',
      'different_example',
      { earlier: [{ question: rsHelp, answer: rsCharger }] },
    ],
    [
      'recommend',
      'general',
      'Probably headphones or something. Customers usually buy what I suggest.',
      'next_topic',
      {
        earlier: chain(
          rsRecommend,
          'I recommend products all day, it is part of the job.',
          'Can you think of one customer in particular?',
          'There were many, especially in the electronics section.',
        ),
        probes: 2,
        question: 'What about the last one you remember: what did you recommend?',
      },
    ],
  ],
};

// ---------------------------------------------------------------------------------------------------------------
// HVAC service technician
// ---------------------------------------------------------------------------------------------------------------

const hvDiagnosis =
  'Tell me about a service call where the cause of the problem wasn\u2019t obvious. How did you find it?';
const hvCost = 'Describe a time you had to tell a homeowner that a repair would cost more than they expected.';
const hvHazard = 'Tell me about a time you found a safety hazard on a job, such as a gas leak.';

const hvac: FamilySpec = {
  family: 'hvac_service',
  topics: {
    diagnosis: {
      competency: {
        id: 'fault_diagnosis',
        name: 'Fault diagnosis',
        description: 'Finds the root cause of a heating or cooling fault, not just the symptom.',
      },
      topic: {
        id: 'hidden_fault',
        prompt: hvDiagnosis,
        follow_ups: ['What did you rule out first?', 'Did the fix hold?'],
      },
    },
    cost: {
      competency: {
        id: 'customer_communication',
        name: 'Customer communication',
        description: 'Explains findings and costs to homeowners honestly and clearly.',
      },
      topic: {
        id: 'costly_repair',
        prompt: hvCost,
        follow_ups: ['How did you explain it?', 'What did the homeowner decide?'],
      },
    },
    hazard: {
      competency: {
        id: 'safety_compliance',
        name: 'Safety and compliance',
        description: 'Recognises hazards such as gas leaks or carbon monoxide and makes the site safe.',
      },
      topic: {
        id: 'site_hazard',
        prompt: hvHazard,
        follow_ups: ['What did you do first?', 'How was it made safe?'],
      },
    },
  },
  rows: [
    [
      'diagnosis',
      'complete',
      'In January I had a call for a furnace that kept shutting off after a few minutes. The filter was clean and the ' +
        'flame sensor looked fine, so I checked the pressure switch and found the condensate drain line frozen where ' +
        'it ran through the garage. I thawed it, re-routed the line inside the heated space and insulated it. The ' +
        'furnace ran through the whole cold snap and the customer never called back about it.',
      'next_topic',
    ],
    [
      'cost',
      'complete',
      'She decide for the new unit, we install it the same week, and she leave us a five star review, she say I was ' +
        'honest with her.',
      'next_topic',
      {
        earlier: [
          {
            question: hvCost,
            answer:
              'One lady call because the AC was not cooling. I find the compressor is burned, the unit was 14 years ' +
              'old. I explain her the repair is about 2,800 dollars and a new unit is 5,500, and I show her the burned ' +
              'terminal on my phone.',
          },
        ],
        probes: 1,
        question: 'How did it end?',
      },
    ],
    [
      'hazard',
      'general',
      'Yes, I have found that many times in my previous jobs and I always handled it right. Safety is number one for me.',
      'probe_specific',
    ],
    [
      'cost',
      'we',
      'There was a restaurant whose walk-in cooler needed a new compressor. We explained the cost to the owner, we gave ' +
        'him two options, and we ended up doing the repair over the weekend.',
      'probe_own_part',
    ],
    [
      'hazard',
      'no_outcome',
      'On a tune-up last fall I smelled gas near the water heater. I shut off the gas valve to the appliance, got the ' +
        'family out of the basement, and started checking the fittings with my gas detector.',
      'probe_outcome',
    ],
    [
      'diagnosis',
      'off_topic',
      'To be honest the hardest part of this trade is the driving, I was doing 200 miles a day at my last company. Do ' +
        'you give techs a company van?',
      'redirect',
    ],
    [
      'cost',
      'off_topic',
      'Prices in this trade are crazy now, everything went up after the pandemic and refrigerant alone doubled. I think ' +
        'the manufacturers are just greedy.',
      'redirect',
      {
        earlier: [
          {
            question: hvCost,
            answer:
              'Last summer I had to tell an older man that his heat pump needed a new coil for 1,900 dollars. I showed ' +
              'him the result of the leak test on the old coil.',
          },
        ],
        probes: 1,
        question: 'How did he take it, and what did he decide?',
      },
    ],
    [
      'hazard',
      'no_experience',
      'Honestly I have never been on a job like that and I haven\u2019t had any gas training yet, so I couldn\u2019t say.',
      'next_topic',
      {
        earlier: [
          {
            question: hvHazard,
            answer:
              'I haven\u2019t found a gas leak or anything like that, I have only done AC maintenance for a year.',
          },
        ],
        probes: 1,
        question: 'Then has anything else on a job ever looked unsafe to you, or how would you handle a gas smell?',
      },
    ],
    [
      'cost',
      'clarification',
      'What do you mean by more than they expected: more than the quote I gave them, or more than they thought before I ' +
        'came out?',
      'explain',
    ],
    [
      'diagnosis',
      'we',
      'We checked a lot of things, the whole system basically, and we got it going.',
      'next_topic',
      {
        earlier: chain(
          hvDiagnosis,
          'Every day there is something like that, that is the job.',
          'Can you describe one call in particular?',
          'There was a heat pump last winter that was tricky, the team figured it out.',
        ),
        probes: 2,
        question: 'What did you check yourself on that heat pump?',
      },
    ],
  ],
};

// ---------------------------------------------------------------------------------------------------------------
// Bank teller
// ---------------------------------------------------------------------------------------------------------------

const btDrawer = 'Tell me about a time your cash drawer didn\u2019t balance at the end of the day.';
const btFraud = 'Describe a time a transaction at your window looked suspicious. What did you do?';
const btPolicy = 'Tell me about a time a customer was unhappy with a bank policy you had to apply.';

const btScam =
  'An elderly customer came to withdraw 9,000 dollars in cash and kept checking his phone. I asked him, kindly, what ' +
  'the money was for, and he said his grandson had called from jail and needed bail. I told him this is a common ' +
  'scam and asked him to call his grandson\u2019s real number from our desk; the grandson answered from home. He kept ' +
  'his money, and I reported it to my branch manager as attempted elder fraud the same day.';

const bank: FamilySpec = {
  family: 'bank_teller',
  topics: {
    drawer: {
      competency: {
        id: 'cash_handling',
        name: 'Cash handling accuracy',
        description: 'Balances the cash drawer and traces any difference to the transaction.',
      },
      topic: {
        id: 'drawer_out_of_balance',
        prompt: btDrawer,
        follow_ups: ['How did you find the difference?', 'How was it corrected?'],
      },
    },
    fraud: {
      competency: {
        id: 'fraud_awareness',
        name: 'Fraud awareness',
        description: 'Notices signs of fraud or scams at the window and acts on them.',
      },
      topic: {
        id: 'suspicious_transaction',
        prompt: btFraud,
        follow_ups: ['What made it look suspicious?', 'What happened in the end?'],
      },
    },
    policy: {
      competency: {
        id: 'customer_service',
        name: 'Customer service',
        description: 'Applies bank policy while keeping the customer\u2019s trust.',
      },
      topic: {
        id: 'unpopular_policy',
        prompt: btPolicy,
        follow_ups: ['How did you explain the policy?', 'How did the customer leave?'],
      },
    },
  },
  rows: [
    ['fraud', 'complete', btScam, 'next_topic'],
    [
      'drawer',
      'complete',
      'I called the customer, told him about the error and posted a correcting entry with my supervisor\u2019s ' +
        'approval. His balance was right by Monday morning and my drawer balanced.',
      'next_topic',
      {
        earlier: [
          {
            question: btDrawer,
            answer:
              'On a Friday my drawer was 100 dollars over. I recounted twice, then went through my transaction journal ' +
              'and found a deposit where I had keyed 1,250 instead of 1,350, so the customer had been credited 100 too ' +
              'little.',
          },
        ],
        probes: 1,
        question: 'What did you do then, and how did it end?',
      },
    ],
    [
      'policy',
      'general',
      'Customers many times are not happy with the hold on checks. I always explain them the rules with patience and ' +
        'normally they accept.',
      'probe_specific',
    ],
    [
      'fraud',
      'general',
      'Yes, I have done that a lot in my previous jobs, and it always went well. I can see fraud very quickly.',
      'probe_specific',
    ],
    [
      'drawer',
      'we',
      'One day the vault and the drawers were 500 short together. We recounted everything, we went through the camera ' +
        'footage, and we found a bundle that had been put in the wrong strap.',
      'probe_own_part',
    ],
    [
      'policy',
      'no_outcome',
      'A customer was furious because we couldn\u2019t cash a 3,000-dollar check from another bank without a hold. I ' +
        'explained the funds availability policy, showed her the date the money would be available, and offered to ' +
        'cash part of it right away within her limit.',
      'probe_outcome',
    ],
    [
      'fraud',
      'off_topic',
      'Fraud is everywhere now. I saw a documentary about crypto scams last week, it is crazy how much money people lose. ' +
        'I think banks should ban crypto completely.',
      'redirect',
    ],
    [
      'drawer',
      'no_experience',
      'My drawer always balanced, it never happened to me in two years.',
      'alternative_angle',
    ],
    [
      'policy',
      'repeated',
      'The grandfather with the fake grandson call: he was unhappy at first when I asked what the cash was for, but ' +
        'then he called his grandson and he kept his money.',
      'different_example',
      { earlier: [{ question: btFraud, answer: btScam }] },
    ],
    [
      'policy',
      'no_outcome',
      'I explained the rule to him, like always.',
      'next_topic',
      {
        earlier: chain(
          btPolicy,
          'That happens often, people don\u2019t like rules.',
          'Can you tell me about one customer in particular?',
          'There was a man who wanted to close his account without any ID.',
        ),
        probes: 2,
        question: 'What did you do with him?',
      },
    ],
  ],
};

const FAMILIES: FamilySpec[] = [backend, sales, support, nursing, warehouse, accounting, retail, hvac, bank];

/** The second held-out batch, ids re-marked `<family>-sNN`. */
export function secondHeldoutCases(): InterviewerCase[] {
  return FAMILIES.flatMap((spec) =>
    expand(spec).map((c, i) => ({ ...c, id: `${spec.family}-s${String(i + 1).padStart(2, '0')}` })),
  );
}
