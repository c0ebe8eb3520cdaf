import type { FamilySpec } from './family.js';

const closePrompt = 'Tell me about a month-end close where the numbers did not reconcile. How did you resolve it?';
const teamPrompt = 'Describe a time you worked with another department to fix a recurring problem.';
const closeStory =
  'At my last company the bank reconciliation was off by 14,000 euros at the March close. I went through the unmatched items line by line, found a supplier refund posted twice by the import tool, reversed the duplicate and documented it. We closed on day four as planned, and I added a duplicate check to the import that caught two more the next quarter.';

export const accounting: FamilySpec = {
  family: 'accounting',
  topics: {
    close: {
      competency: {
        id: 'reconciliation',
        name: 'Reconciliation and month-end close',
        description: 'Reconciles accounts accurately and resolves differences before the close deadline.',
      },
      topic: { id: 'reconciliation-close', prompt: closePrompt, follow_ups: ['How did you stop it recurring?'] },
    },
    team: {
      competency: {
        id: 'collaboration',
        name: 'Working with other departments',
        description: 'Works with sales, procurement and operations to fix process problems at the source.',
      },
      topic: { id: 'collaboration-recurring', prompt: teamPrompt, follow_ups: ['How did you get them on board?'] },
    },
  },
  rows: [
    [
      'close',
      'general',
      'I am very detail-oriented, so reconciliations are one of my strengths. I always find the difference.',
      'probe_specific',
    ],
    ['team', 'general', 'I get on well with other departments, I think communication is key.', 'probe_specific'],
    ['close', 'general', 'Yes, that happens every month more or less.', 'probe_specific'],
    [
      'team',
      'general',
      'I normally set up a meeting, explain the impact on the accounts and agree who does what.',
      'probe_specific',
      {
        earlier: [{ question: teamPrompt, answer: 'I do that a lot with procurement.' }],
        question: 'Could you tell me about one time in particular?',
        probes: 1,
      },
    ],
    [
      'close',
      'we',
      'We had a 50k difference on intercompany in the year-end close. The finance team went through all the invoices and we found one booked in the wrong currency, and we closed on time.',
      'probe_own_part',
    ],
    [
      'team',
      'we',
      'Sales kept sending us contracts without purchase order numbers. We set up a joint checklist with them and we reduced the late invoices by half.',
      'probe_own_part',
    ],
    [
      'close',
      'we',
      'Our accruals never matched the actual invoices, so the team built a new tracker in Excel.',
      'probe_own_part',
    ],
    [
      'team',
      'we',
      'We worked with the warehouse because stock counts never matched the ledger, so we started doing weekly cycle counts together.',
      'probe_own_part',
    ],
    [
      'close',
      'no_outcome',
      'In the September close the VAT account did not balance. I exported all VAT postings, compared them with the returns, and found a batch of invoices coded with the wrong tax code.',
      'probe_outcome',
    ],
    [
      'team',
      'no_outcome',
      'Procurement kept approving invoices after the cut-off. I went to their team meeting, showed them the calendar of our close dates and asked them to send approvals two days earlier.',
      'probe_outcome',
    ],
    [
      'close',
      'no_outcome',
      'The payroll clearing account had a balance that would not go away. I traced it back month by month to a pension payment that was never cleared and raised it with HR.',
      'probe_outcome',
    ],
    [
      'close',
      'off_topic',
      'I prefer tax work to be honest, I am studying for my tax adviser exams at the moment.',
      'redirect',
    ],
    [
      'team',
      'off_topic',
      'Is the office close to the train station? My commute right now is an hour and a half.',
      'redirect',
    ],
    [
      'team',
      'off_topic',
      'The ERP system at my current job is so old, it is from 2008, I really hope you use something more modern here.',
      'redirect',
    ],
    [
      'close',
      'no_experience',
      'I have only done accounts payable, so I have never been involved in the month-end close.',
      'alternative_angle',
    ],
    [
      'team',
      'no_experience',
      'Not really, I always worked alone on my own ledgers and did not deal with other departments.',
      'alternative_angle',
    ],
    [
      'close',
      'no_experience',
      'No, I do not have an example, not from my studies either.',
      'next_topic',
      {
        earlier: [{ question: closePrompt, answer: 'I have never done a close, I am a graduate.' }],
        question:
          'That is fine: maybe a case study from your degree, or how you would approach a difference you could not explain?',
        probes: 1,
      },
    ],
    [
      'team',
      'repeated',
      'The duplicate supplier refund I described. I talked to the IT people about the import tool and they added the duplicate check.',
      'different_example',
      { earlier: [{ question: closePrompt, answer: closeStory }] },
    ],
    [
      'team',
      'repeated',
      'It would be the March bank reconciliation again, the one with the 14,000.',
      'different_example',
      { earlier: [{ question: closePrompt, answer: closeStory }] },
    ],
    [
      'close',
      'repeated',
      'Like with procurement and the cut-off I mentioned, the invoices came in late so the close did not match until I got them to approve earlier.',
      'different_example',
      {
        earlier: [
          {
            question: teamPrompt,
            answer:
              'Procurement kept approving invoices after the cut-off. I went to their team meeting, showed them our close calendar and agreed approvals two days earlier. Late invoices dropped from about 60 a month to under 10.',
          },
        ],
      },
    ],
    ['close', 'complete', closeStory, 'next_topic'],
    [
      'team',
      'complete',
      'Customer credit notes were always late because sales issued them by email. I sat with the sales operations manager, mapped the steps on a whiteboard and proposed a form in the CRM that posts straight to our ledger. I tested it with two sales reps first. After the rollout, credit notes were in the books within a day instead of three weeks, and our debtor days fell by five.',
      'next_topic',
    ],
    [
      'close',
      'complete',
      'I built the tracker myself, one line per open purchase order with the expected invoice amount, and I reviewed it with the budget holders every month. Accrual reversals went from around 80k of noise a month to under 5k, and the auditors took the tracker as evidence.',
      'next_topic',
      {
        earlier: [
          {
            question: closePrompt,
            answer: 'Our accruals never matched the actual invoices, so the team built a new tracker in Excel.',
          },
        ],
        question: 'What was your part in that?',
        probes: 1,
      },
    ],
    [
      'close',
      'complete',
      'I reposted the 38 invoices with the right code, the VAT account balanced, and we filed the return on time. I also fixed the default tax code on that supplier so it has not happened again.',
      'next_topic',
      {
        earlier: [
          {
            question: closePrompt,
            answer:
              'In the September close the VAT account did not balance. I compared the postings with the returns and found invoices coded with the wrong tax code.',
          },
        ],
        question: 'And what was the result?',
        probes: 1,
      },
    ],
    ['close', 'clarification', 'Sorry, could you repeat the question? I missed the first part.', 'rephrase'],
    [
      'team',
      'clarification',
      'What do you mean by a recurring problem, something in the process or with a person?',
      'explain',
    ],
    ['team', 'clarification', 'Can I come back to this at the end? I want to pick the right example.', 'defer'],
    [
      'close',
      'general',
      'I check everything carefully until it matches.',
      'next_topic',
      {
        earlier: [
          { question: closePrompt, answer: 'Reconciliations are something I do every month.' },
          { question: 'Could you describe one close in particular?', answer: 'They are all fairly similar.' },
        ],
        question: 'Any one month you remember: what did not match?',
        probes: 2,
      },
    ],
    [
      'team',
      'we',
      'We agreed the new process in a meeting and we rolled it out.',
      'next_topic',
      {
        earlier: [
          { question: teamPrompt, answer: 'We worked with the warehouse on stock counts.' },
          { question: 'What was the problem exactly?', answer: 'We had differences with the ledger every month.' },
        ],
        question: 'What did you do yourself to fix it?',
        probes: 2,
      },
    ],
  ],
};
