import type { FamilySpec } from './family.js';

const safetyPrompt = 'Tell me about a time you spotted a safety risk in the warehouse. What did you do?';
const peakPrompt = 'Describe a busy shift when orders piled up. How did you keep things moving?';
const safetyStory =
  'Two years ago I saw a racking upright bent by a forklift in aisle 12, with full pallets on top. I taped off the aisle, told my shift lead, and moved the stock down with a colleague on the reach truck. Maintenance replaced the upright the next day and nobody was hurt.';

export const warehouse: FamilySpec = {
  family: 'warehouse_operations',
  topics: {
    safety: {
      competency: {
        id: 'safety',
        name: 'Health and safety',
        description: 'Notices hazards on the floor, acts on them and follows safe working procedures.',
      },
      topic: { id: 'safety-risk', prompt: safetyPrompt, follow_ups: ['Did you report it?'] },
    },
    peak: {
      competency: {
        id: 'problem-solving',
        name: 'Problem solving',
        description: 'Finds practical ways to keep picking and dispatch flowing when things go wrong.',
      },
      topic: { id: 'problem-solving-peak', prompt: peakPrompt, follow_ups: ['What would you do differently?'] },
    },
  },
  rows: [
    [
      'safety',
      'general',
      'Safety is really important to me, I always wear my hi-vis and I follow the rules.',
      'probe_specific',
    ],
    ['peak', 'general', 'I just work faster and help out where it is needed, I am a hard worker.', 'probe_specific'],
    ['safety', 'general', 'Yeah, loads of times.', 'probe_specific'],
    [
      'peak',
      'general',
      'Usually you move people from goods in to picking and you get through it.',
      'probe_specific',
      {
        earlier: [{ question: peakPrompt, answer: 'Every Black Friday is like that.' }],
        question: 'Could you tell me about one shift in particular?',
        probes: 1,
      },
    ],
    [
      'safety',
      'we',
      'We had a leak from the roof making the floor wet near the loading bay. We put cones out and we called facilities, and nobody slipped.',
      'probe_own_part',
    ],
    [
      'peak',
      'we',
      'Last Christmas our scanners went down for two hours. We switched to paper pick lists and we still got every truck out on time.',
      'probe_own_part',
    ],
    [
      'safety',
      'we',
      'Our team noticed people were walking through the forklift lane to save time, so we asked for barriers.',
      'probe_own_part',
    ],
    [
      'peak',
      'we',
      'We had three trucks arrive at once on a Monday and the team had to decide which to unload first.',
      'probe_own_part',
    ],
    [
      'safety',
      'no_outcome',
      'I noticed a pallet wrapper had its safety guard taken off. I stopped using it, put a tag on it saying do not use, and wrote it in the defects book.',
      'probe_outcome',
    ],
    [
      'peak',
      'no_outcome',
      'One Saturday two pickers called in sick and we had 1,400 orders. I split the pick lists by zone instead of by order and I took the heaviest zone myself.',
      'probe_outcome',
    ],
    [
      'peak',
      'no_outcome',
      'When the conveyor jammed at 4 pm I organised the lads to hand-carry the totes to dispatch and I called the engineer.',
      'probe_outcome',
    ],
    [
      'safety',
      'off_topic',
      'The canteen at my last job was really good, they did a full breakfast for two pounds.',
      'redirect',
    ],
    ['peak', 'off_topic', 'Can I ask what the shift pattern is? I cannot do nights because of my kids.', 'redirect'],
    [
      'safety',
      'off_topic',
      'I play football on Sundays, I am the captain of our team, so I am used to leading people.',
      'redirect',
    ],
    [
      'safety',
      'no_experience',
      'I have not worked in a warehouse before, I have only done delivery driving.',
      'alternative_angle',
    ],
    [
      'peak',
      'no_experience',
      'I was always on quiet day shifts, so I have never had that kind of busy shift.',
      'alternative_angle',
    ],
    [
      'peak',
      'no_experience',
      'No, honestly nothing comes to mind.',
      'next_topic',
      {
        earlier: [{ question: peakPrompt, answer: 'I never had a busy shift like that.' }],
        question: 'That is fine. How would you approach it if orders piled up on your first week here?',
        probes: 1,
      },
    ],
    [
      'peak',
      'repeated',
      'The racking in aisle 12 again, that slowed everything down that day. We got the stock moved and kept picking from the other aisles.',
      'different_example',
      { earlier: [{ question: safetyPrompt, answer: safetyStory }] },
    ],
    [
      'peak',
      'repeated',
      'Same day as the racking I told you about.',
      'different_example',
      { earlier: [{ question: safetyPrompt, answer: safetyStory }] },
    ],
    [
      'safety',
      'repeated',
      'The Saturday with two pickers off, I mentioned it already. People were rushing, but I split the zones and we shipped everything.',
      'different_example',
      {
        earlier: [
          {
            question: peakPrompt,
            answer:
              'One Saturday two pickers called in sick and we had 1,400 orders. I split the pick lists by zone and took the heaviest zone myself. We shipped all of them by 6 pm, an hour before cut-off.',
          },
        ],
      },
    ],
    ['safety', 'complete', safetyStory, 'next_topic'],
    [
      'peak',
      'complete',
      'On Cyber Monday I was team leader and the goods-in area was blocked, so picking slowed right down. I moved two people from returns to goods in for an hour, re-slotted the top 50 products near dispatch and ran the picks in waves. We dispatched 3,200 orders, a site record, with no missed trucks.',
      'next_topic',
    ],
    [
      'safety',
      'complete',
      'I measured the walk people were taking, drew it on the site map and took it to the safety meeting myself with a quote for barriers and a new crossing. The barriers went in a month later and the near-miss reports for that area went from five a month to none.',
      'next_topic',
      {
        earlier: [
          {
            question: safetyPrompt,
            answer:
              'Our team noticed people were walking through the forklift lane to save time, so we asked for barriers.',
          },
        ],
        question: 'What did you do yourself?',
        probes: 1,
      },
    ],
    [
      'peak',
      'complete',
      'We finished the Saturday with everything picked by half five, and the zone picking worked so well that my manager made it the standard for weekends.',
      'next_topic',
      {
        earlier: [
          {
            question: peakPrompt,
            answer:
              'One Saturday two pickers called in sick and we had 1,400 orders. I split the pick lists by zone instead of by order and took the heaviest zone myself.',
          },
        ],
        question: 'How did that shift end?',
        probes: 1,
      },
    ],
    ['safety', 'clarification', 'Sorry, it is loud here, can you say the question again?', 'rephrase'],
    ['peak', 'clarification', 'What do you mean by keep things moving? Like the picking or the trucks?', 'explain'],
    ['safety', 'clarification', 'Can I answer this one later? I want to think of a good one.', 'defer'],
    [
      'peak',
      'general',
      'I just get my head down and work harder, that is it.',
      'next_topic',
      {
        earlier: [
          { question: peakPrompt, answer: 'Busy shifts happen all the time in peak.' },
          { question: 'Could you describe one busy shift?', answer: 'They are all the same, you just crack on.' },
        ],
        question: 'Any one shift you remember: what had gone wrong?',
        probes: 2,
      },
    ],
    [
      'safety',
      'we',
      'We all put the cones out together.',
      'next_topic',
      {
        earlier: [
          { question: safetyPrompt, answer: 'We had a roof leak making the floor wet near the loading bay.' },
          { question: 'What happened next?', answer: 'We sorted it out with facilities.' },
        ],
        question: 'What did you personally do about it?',
        probes: 2,
      },
    ],
  ],
};
