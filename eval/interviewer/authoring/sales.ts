import type { FamilySpec } from './family.js';

const dealPrompt = 'Tell me about a deal you closed that was at risk of being lost. What did you do?';
const objPrompt = 'Describe a time a customer pushed back hard on price. How did you handle it?';
const dealStory =
  'Last year a logistics client of mine was about to sign with a competitor because our onboarding looked too slow. I set up a call with their operations director, mapped out a 3-week rollout plan with our implementation lead, and offered a pilot site. They signed a two-year contract worth 180k.';

export const sales: FamilySpec = {
  family: 'sales',
  topics: {
    deal: {
      competency: {
        id: 'closing',
        name: 'Closing deals',
        description: 'Moves opportunities to signature, rescues deals at risk and negotiates terms.',
      },
      topic: { id: 'closing-at-risk', prompt: dealPrompt, follow_ups: ['What would you do differently now?'] },
    },
    obj: {
      competency: {
        id: 'objection-handling',
        name: 'Handling objections',
        description: 'Listens to customer objections and answers them with value rather than discounts.',
      },
      topic: { id: 'objection-price', prompt: objPrompt, follow_ups: ['How did the customer react?'] },
    },
  },
  rows: [
    [
      'deal',
      'general',
      'I always close. I am very persistent and customers like me, so deals rarely get lost.',
      'probe_specific',
    ],
    [
      'obj',
      'general',
      'Price objections come up all the time. Generally I focus on value and I try not to discount too early.',
      'probe_specific',
    ],
    ['obj', 'general', 'Yes, that happens, I handle it fine.', 'probe_specific'],
    [
      'deal',
      'general',
      'Normally I would get the decision maker on the phone and find out what is really going on, that usually saves it.',
      'probe_specific',
      {
        earlier: [{ question: dealPrompt, answer: 'Plenty of times, it is part of the job.' }],
        question: 'Could you describe one deal in particular?',
        probes: 1,
      },
    ],
    [
      'deal',
      'we',
      'We nearly lost a hospital group in Q3 when their CFO changed. We put together a new business case as a team and we closed it two weeks later at full price.',
      'probe_own_part',
    ],
    [
      'obj',
      'we',
      'A retail chain told us we were 20 percent more expensive than the competition. We ran a cost-of-ownership workshop with them and we kept the price, they renewed for three years.',
      'probe_own_part',
    ],
    [
      'deal',
      'we',
      'Our team had a big software deal stall in legal. We brought in our general counsel and we rewrote the liability clause.',
      'probe_own_part',
    ],
    [
      'obj',
      'we',
      'We had a distributor who wanted a 30 percent discount, so our account team went back with a volume tier instead.',
      'probe_own_part',
    ],
    [
      'deal',
      'no_outcome',
      'In January a manufacturing prospect went silent after the demo. I called their plant manager directly, found out IT had security concerns, and I arranged a session with our security engineer.',
      'probe_outcome',
    ],
    [
      'obj',
      'no_outcome',
      'A bakery chain told me our ovens cost twice what they paid before. I took their energy bills, calculated what they would save per year and presented it to the owner.',
      'probe_outcome',
    ],
    [
      'obj',
      'no_outcome',
      'One buyer kept asking for a lower price every call. I stopped talking price, asked what the budget was really based on, and proposed splitting the order into two phases.',
      'probe_outcome',
    ],
    [
      'deal',
      'off_topic',
      'I think the most important thing in sales is culture. My last company had great parties and a ski trip every year.',
      'redirect',
    ],
    ['obj', 'off_topic', 'By the way, do you know if the commission structure here is uncapped?', 'redirect'],
    [
      'deal',
      'off_topic',
      'My dog has been sick this week so I am a bit tired, sorry. He is a twelve year old labrador and the vet thinks it is his kidneys.',
      'redirect',
    ],
    [
      'deal',
      'no_experience',
      'I have never closed a deal myself, I was a sales development rep booking meetings for the account executives.',
      'alternative_angle',
    ],
    [
      'obj',
      'no_experience',
      'I have not been in sales before, I come from hospitality, so no, no price negotiations.',
      'alternative_angle',
    ],
    [
      'obj',
      'no_experience',
      'Not really, sorry. I cannot think of anything, even outside work.',
      'next_topic',
      {
        earlier: [
          { question: objPrompt, answer: 'I have never had a customer push back on price, I am new to sales.' },
        ],
        question:
          'Then think of any time you had to convince someone who said no at first, even outside work. How would you approach it?',
        probes: 1,
      },
    ],
    [
      'obj',
      'repeated',
      'The logistics client again: they also said we were too expensive, and the pilot site convinced them. They signed the two-year contract.',
      'different_example',
      { earlier: [{ question: dealPrompt, answer: dealStory }] },
    ],
    [
      'obj',
      'repeated',
      'It is the same story as before really, the logistics company and the pilot.',
      'different_example',
      { earlier: [{ question: dealPrompt, answer: dealStory }] },
    ],
    [
      'deal',
      'repeated',
      'That bakery chain I mentioned. I showed the owner the energy savings and they signed for twelve ovens.',
      'different_example',
      {
        earlier: [
          {
            question: objPrompt,
            answer:
              'A bakery chain said our ovens cost twice what they paid before. I calculated their energy savings from their bills and showed the owner payback in 14 months. They ordered twelve ovens at list price.',
          },
        ],
      },
    ],
    ['deal', 'complete', dealStory, 'next_topic'],
    [
      'obj',
      'complete',
      'In May a dental group said our software was 40 percent above their current vendor. I asked them to list the hours their staff spent on scheduling, showed that our automation saved roughly 10 hours a week per clinic, and offered annual billing instead of a discount. They signed at list price and added two clinics in the autumn.',
      'next_topic',
    ],
    [
      'deal',
      'complete',
      'My biggest account, a university, froze all purchases in December. I found out the budget moved to the next fiscal year, so I rewrote the quote to start in April with the same terms and got the procurement officer to pre-approve it. It closed on April 2nd, 95k.',
      'next_topic',
    ],
    [
      'obj',
      'complete',
      'I personally built the volume tier: three price breaks at 500, 1000 and 2000 units, and I presented it to their purchasing director. They took the 1000-unit tier and their order was 40 percent bigger than the year before, without the discount.',
      'next_topic',
      {
        earlier: [
          {
            question: objPrompt,
            answer:
              'We had a distributor who wanted a 30 percent discount, so our account team went back with a volume tier instead.',
          },
        ],
        question: 'What did you do yourself in that?',
        probes: 1,
      },
    ],
    ['deal', 'clarification', 'Could you say that again? The line cut out for a second.', 'rephrase'],
    [
      'obj',
      'clarification',
      'What do you mean by pushed back hard, like threatening to leave or just negotiating?',
      'explain',
    ],
    ['deal', 'clarification', 'Would it be okay to come back to this question later?', 'defer'],
    [
      'obj',
      'general',
      'I just explain the value, that is all there is to it really.',
      'next_topic',
      {
        earlier: [
          { question: objPrompt, answer: 'Price pushback is normal, I deal with it.' },
          { question: 'Can you think of one specific customer?', answer: 'There are too many to pick one, honestly.' },
        ],
        question: 'Any one of them is fine: who was it, and what did you say?',
        probes: 2,
      },
    ],
    [
      'deal',
      'no_outcome',
      'I followed up with the IT director and sent the security documentation.',
      'next_topic',
      {
        earlier: [
          { question: dealPrompt, answer: 'Deals get stuck sometimes, you have to push.' },
          {
            question: 'Could you describe one particular deal?',
            answer: 'A manufacturing prospect went silent after the demo, I called the plant manager to find out why.',
          },
        ],
        question: 'And how did it end?',
        probes: 2,
      },
    ],
  ],
};
