import type { FamilySpec } from './family.js';

const angryPrompt = 'Tell me about a time you dealt with a very upset customer. What happened?';
const solvePrompt = 'Describe a customer problem you solved that nobody had a ready answer for.';
const angryStory =
  'A customer called because his internet had been down for four days and he works from home. I apologised, checked the line tests myself, saw the technician visit had been cancelled by mistake, rebooked it for the next morning and credited him a week. He called back to thank me and his complaint was closed the same day.';

export const support: FamilySpec = {
  family: 'customer_support',
  topics: {
    angry: {
      competency: {
        id: 'customer-empathy',
        name: 'Handling upset customers',
        description: 'Calms frustrated customers, takes ownership and resolves the complaint.',
      },
      topic: { id: 'empathy-upset', prompt: angryPrompt, follow_ups: ['How did you keep calm?'] },
    },
    solve: {
      competency: {
        id: 'problem-solving',
        name: 'Problem solving',
        description: 'Works out the cause of unusual customer problems and finds a fix beyond the script.',
      },
      topic: { id: 'problem-solving-unusual', prompt: solvePrompt, follow_ups: ['Who else did you involve?'] },
    },
  },
  rows: [
    [
      'angry',
      'general',
      'I am good with angry customers, I stay calm and I listen, they always calm down in the end.',
      'probe_specific',
    ],
    [
      'solve',
      'general',
      'I like a challenge. I look things up in the knowledge base and ask colleagues when I am stuck.',
      'probe_specific',
    ],
    ['angry', 'general', 'Many times, it comes with the job.', 'probe_specific'],
    [
      'solve',
      'general',
      'Usually I try to reproduce the problem myself first, then I escalate if I cannot fix it.',
      'probe_specific',
      {
        earlier: [{ question: solvePrompt, answer: 'I solve unusual problems every week.' }],
        question: 'Could you tell me about one of those problems?',
        probes: 1,
      },
    ],
    [
      'angry',
      'we',
      'We had a customer who was double charged three months in a row and was furious. We refunded everything and we added a check in billing, and she stayed with us.',
      'probe_own_part',
    ],
    [
      'solve',
      'we',
      'Customers kept reporting that the app logged them out. Our support team collected the phone models and we figured out it was one Android version, and we sent it to the developers who fixed it.',
      'probe_own_part',
    ],
    [
      'angry',
      'we',
      'In the team we had a caller who shouted at every agent. We agreed to route him to one senior person and we wrote down everything he said.',
      'probe_own_part',
    ],
    [
      'solve',
      'we',
      'We found that invoices in PDF were blank for Mac users, so we worked out a workaround with the browser settings.',
      'probe_own_part',
    ],
    [
      'angry',
      'no_outcome',
      "A woman called in tears because her order for her daughter's birthday had not arrived. I stayed on the line, tracked the parcel with the courier, and found it was sitting at the wrong depot.",
      'probe_outcome',
    ],
    [
      'solve',
      'no_outcome',
      'A customer could not print labels from our shipping tool. I asked for screenshots, tried the same printer model in our office, noticed the label size setting was in inches, and walked her through changing it.',
      'probe_outcome',
    ],
    [
      'solve',
      'no_outcome',
      'A school complained their accounts were locked every morning. I checked the login history and saw a script trying old passwords at 7 am, so I contacted their IT person.',
      'probe_outcome',
    ],
    [
      'angry',
      'off_topic',
      'The worst customers are in retail, honestly. I worked in a shoe shop once and people were so rude.',
      'redirect',
    ],
    [
      'solve',
      'off_topic',
      'Do you offer training here? I would really like to get a certificate in project management.',
      'redirect',
    ],
    [
      'angry',
      'off_topic',
      'I think the problem is that companies do not hire enough staff, everyone is overworked. Management never listens.',
      'redirect',
    ],
    [
      'angry',
      'no_experience',
      'I have never worked with customers, this would be my first support job. I was a warehouse picker before.',
      'alternative_angle',
    ],
    [
      'solve',
      'no_experience',
      'Not that I can remember, I always just followed the scripts and escalated when something was new.',
      'alternative_angle',
    ],
    [
      'solve',
      'no_experience',
      'I cannot think of anything, no, sorry.',
      'next_topic',
      {
        earlier: [{ question: solvePrompt, answer: 'I have never had one of those, we had scripts for everything.' }],
        question:
          'Maybe outside work then: a problem at home or in your studies that had no ready answer. How did you approach it?',
        probes: 1,
      },
    ],
    [
      'solve',
      'repeated',
      'Well, the internet customer again, working out that the technician visit had been cancelled was the problem nobody else had spotted. I rebooked it and he was happy.',
      'different_example',
      { earlier: [{ question: angryPrompt, answer: angryStory }] },
    ],
    [
      'solve',
      'repeated',
      'The same one I just told you about, with the technician.',
      'different_example',
      { earlier: [{ question: angryPrompt, answer: angryStory }] },
    ],
    [
      'angry',
      'repeated',
      'The label printer lady, she was quite upset too. I found the inches setting and after that she could print again.',
      'different_example',
      {
        earlier: [
          {
            question: solvePrompt,
            answer:
              'A customer could not print labels. I tried the same printer model in our office, found the label size was set in inches, walked her through changing it and she printed her 200 orders that afternoon. I added it to the knowledge base.',
          },
        ],
      },
    ],
    ['angry', 'complete', angryStory, 'next_topic'],
    [
      'solve',
      'complete',
      'A pharmacy could not export their monthly report and the deadline for the health authority was the next day. The usual steps did not work, so I compared their file with a working one and found a patient name with an emoji breaking the CSV. I cleaned it and wrote the fix up for the developers. They filed on time and the export bug was fixed in the next release.',
      'next_topic',
    ],
    [
      'angry',
      'complete',
      'A hotel owner was shouting because his booking page had been down all weekend. I let him finish, said plainly that we had failed him, and escalated to the on-call engineer while he was on the line. The page was up within the hour, I arranged a month free, and he gave us a 9 out of 10 on the survey.',
      'next_topic',
    ],
    [
      'solve',
      'complete',
      'I was the one who noticed all the reports came from Android 13, so I reproduced it on my own phone, recorded the steps and filed the bug with logs. The developers fixed it in two days and the logout tickets went from 30 a week to zero.',
      'next_topic',
      {
        earlier: [
          {
            question: solvePrompt,
            answer: 'Customers kept reporting that the app logged them out, and we figured it out as a team.',
          },
        ],
        question: 'What was your own part in figuring it out?',
        probes: 1,
      },
    ],
    ['angry', 'clarification', 'Sorry, I did not catch that. Can you repeat it?', 'rephrase'],
    ['solve', 'clarification', 'What do you mean by no ready answer? Something not in the FAQ?', 'explain'],
    ['solve', 'clarification', 'Can we skip this one for now and come back to it at the end?', 'defer'],
    [
      'angry',
      'general',
      'I listen and I stay calm, that is my approach with everyone.',
      'next_topic',
      {
        earlier: [
          { question: angryPrompt, answer: 'Upset customers are normal in support.' },
          {
            question: 'Could you tell me about one specific customer?',
            answer: 'I have had lots, they blur together.',
          },
        ],
        question: 'Any one you remember is fine: what was the customer upset about?',
        probes: 2,
      },
    ],
    [
      'solve',
      'we',
      'We tested it together and we told the customers.',
      'next_topic',
      {
        earlier: [
          { question: solvePrompt, answer: 'We found that invoices were blank for Mac users.' },
          { question: 'What happened next?', answer: 'We worked out a workaround with the browser settings.' },
        ],
        question: 'What did you do personally to work it out?',
        probes: 2,
      },
    ],
  ],
};
