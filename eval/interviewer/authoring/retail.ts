import type { FamilySpec } from './family.js';

const shrinkPrompt = 'Tell me about a time you improved sales or stock results in your store.';
const conflictPrompt = 'Describe a disagreement with a colleague on shift. How did you handle it?';
const shrinkStory =
  'In my last store the phone accessories kept going missing, about 900 pounds a month. I analysed the loss reports, moved the high-value items behind the till and rearranged the staff rota so someone was always on that aisle. Losses dropped to under 150 a month and sales of accessories actually went up 10 percent.';

export const retail: FamilySpec = {
  family: 'retail_store',
  topics: {
    shrink: {
      competency: {
        id: 'store-performance',
        name: 'Store performance',
        description: 'Improves sales, stock accuracy and shrinkage through practical changes on the shop floor.',
      },
      topic: { id: 'store-performance-improve', prompt: shrinkPrompt, follow_ups: ['How did you measure it?'] },
    },
    conflict: {
      competency: {
        id: 'teamwork',
        name: 'Teamwork',
        description: 'Works well with colleagues and resolves disagreements respectfully.',
      },
      topic: { id: 'teamwork-disagreement', prompt: conflictPrompt, follow_ups: ['What did you learn?'] },
    },
  },
  rows: [
    [
      'shrink',
      'general',
      'I always look for ways to improve, I am very customer-focused and I like to hit my targets.',
      'probe_specific',
    ],
    [
      'conflict',
      'general',
      'I get along with everyone. If there is a problem I talk to the person directly.',
      'probe_specific',
    ],
    ['conflict', 'general', 'Yes, it happens sometimes.', 'probe_specific'],
    [
      'shrink',
      'general',
      'I would say mainly by merchandising better and upselling at the till.',
      'probe_specific',
      {
        earlier: [{ question: shrinkPrompt, answer: 'I have improved sales in every store I worked in.' }],
        question: 'Could you tell me about one time in particular?',
        probes: 1,
      },
    ],
    [
      'shrink',
      'we',
      'We changed the window display every week in summer and our footfall went up about 20 percent.',
      'probe_own_part',
    ],
    [
      'conflict',
      'we',
      'Two of us kept arguing about who did the closing tasks, so we sat down with the supervisor and we made a checklist, and the arguments stopped.',
      'probe_own_part',
    ],
    [
      'shrink',
      'we',
      'Our stock counts were always wrong in the stockroom, so the team reorganised the shelves by supplier.',
      'probe_own_part',
    ],
    [
      'conflict',
      'we',
      'We had a new colleague who kept leaving early and the rest of the team were annoyed, so we brought it up at the team meeting.',
      'probe_own_part',
    ],
    [
      'shrink',
      'no_outcome',
      "I noticed we kept selling out of school shoes in August, so I pulled last year's sales, worked out the sizes that ran out first and doubled the order for those.",
      'probe_outcome',
    ],
    [
      'conflict',
      'no_outcome',
      'A colleague kept taking my customers at the fitting rooms because we were on commission. I asked her for a coffee after the shift and suggested we take turns by the clock.',
      'probe_outcome',
    ],
    [
      'shrink',
      'no_outcome',
      'I started a loyalty card sign-up challenge on my till, asking every customer, and I put a little chart in the staffroom.',
      'probe_outcome',
    ],
    [
      'shrink',
      'off_topic',
      'I love fashion, I follow all the big brands on Instagram and I make my own clothes too.',
      'redirect',
    ],
    ['conflict', 'off_topic', 'Will I get a staff discount? And is there parking for employees?', 'redirect'],
    [
      'conflict',
      'off_topic',
      'Customers can be really rude on Saturdays, especially around Christmas, people lose their minds in the queues.',
      'redirect',
    ],
    [
      'shrink',
      'no_experience',
      'I have only been a sales assistant, I was never in charge of stock or sales results.',
      'alternative_angle',
    ],
    [
      'conflict',
      'no_experience',
      'I have never had a disagreement at work, I really cannot think of one.',
      'alternative_angle',
    ],
    [
      'shrink',
      'no_experience',
      'No, I do not think I have anything like that.',
      'next_topic',
      {
        earlier: [{ question: shrinkPrompt, answer: 'I was never responsible for results in my store.' }],
        question:
          'Maybe something smaller then, like an idea you suggested, or how you would go about it in your first month?',
        probes: 1,
      },
    ],
    [
      'conflict',
      'repeated',
      'The accessories going missing, again. My colleague thought putting them behind the till would hurt sales, but I showed him it worked and losses dropped.',
      'different_example',
      { earlier: [{ question: shrinkPrompt, answer: shrinkStory }] },
    ],
    [
      'conflict',
      'repeated',
      'It was the same thing with the phone accessories I already told you.',
      'different_example',
      { earlier: [{ question: shrinkPrompt, answer: shrinkStory }] },
    ],
    [
      'shrink',
      'repeated',
      'The fitting room thing with my colleague. Once we took turns our sales were better for both of us.',
      'different_example',
      {
        earlier: [
          {
            question: conflictPrompt,
            answer:
              'A colleague kept taking my customers at the fitting rooms. I invited her for a coffee, suggested we take turns by the clock, and it worked: we both hit target that month and we are still friends.',
          },
        ],
      },
    ],
    ['shrink', 'complete', shrinkStory, 'next_topic'],
    [
      'conflict',
      'complete',
      'My shift partner and I disagreed about how to handle refunds without a receipt; he refused them all and customers complained. I suggested we ask the manager for the actual policy instead of arguing, and I printed it for the till. Complaints about refunds stopped and we both use the same rule now.',
      'next_topic',
    ],
    [
      'shrink',
      'complete',
      'I was the one who suggested it: I sorted the stockroom by supplier over two evenings and made labels for each bay. Our next stock count was 99 percent accurate instead of 91, and deliveries get put away in half the time.',
      'next_topic',
      {
        earlier: [
          {
            question: shrinkPrompt,
            answer:
              'Our stock counts were always wrong in the stockroom, so the team reorganised the shelves by supplier.',
          },
        ],
        question: 'What did you personally do?',
        probes: 1,
      },
    ],
    [
      'shrink',
      'complete',
      'We did not run out of the popular sizes that year, and school shoe sales were up 18 percent on the year before. My area manager asked me to do the same for the other stores.',
      'next_topic',
      {
        earlier: [
          {
            question: shrinkPrompt,
            answer:
              'I noticed we kept selling out of school shoes in August, so I worked out the sizes that ran out first and doubled the order.',
          },
        ],
        question: 'What was the result?',
        probes: 1,
      },
    ],
    ['conflict', 'clarification', 'Could you repeat that? Sorry, I was nervous.', 'rephrase'],
    ['shrink', 'clarification', 'What do you mean by stock results, like shrinkage or availability?', 'explain'],
    ['conflict', 'clarification', 'Is it okay if I come back to this question later on?', 'defer'],
    [
      'conflict',
      'general',
      'I just talk to them calmly and sort it out.',
      'next_topic',
      {
        earlier: [
          { question: conflictPrompt, answer: 'Disagreements happen, you sort them out.' },
          { question: 'Could you tell me about one disagreement?', answer: 'Nothing big, just small things.' },
        ],
        question: 'Any small one is fine: what was it about?',
        probes: 2,
      },
    ],
    [
      'shrink',
      'we',
      'We all changed it together, it was a team effort.',
      'next_topic',
      {
        earlier: [
          { question: shrinkPrompt, answer: 'We changed the window display every week in summer.' },
          { question: 'What happened after that?', answer: 'We got more people coming in.' },
        ],
        question: 'What was your own part in the displays?',
        probes: 2,
      },
    ],
  ],
};
