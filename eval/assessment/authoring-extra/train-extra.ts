/**
 * Train-only answers written after the held-out split's second look, labelled by the README's guide before any scorer
 * ran on them: concrete stories from outside work that sit close to the asked competency (where held-out false credit
 * came from), claims without a story, and plain-words stories as a check on recall; then a second batch of outside-work
 * stories (a wedding list, a club website, a school fundraiser, a move) and claims. split.ts appends them to
 * train.json only, so heldout.json is unchanged.
 */
import type { AssessmentCase } from '../case.js';
import { sales } from '../authoring/account-executive.js';
import { backend } from '../authoring/backend-engineering.js';
import { support } from '../authoring/customer-support.js';
import { expand, type FamilySpec, type Row } from '../authoring/family.js';
import { nursing } from '../authoring/icu-nursing.js';
import { warehouse } from '../authoring/warehouse-supervisor.js';

const EXTRA: [FamilySpec, Row[]][] = [
  [
    backend,
    [
      [
        'mentoring',
        'off_topic',
        'Last summer I taught my nephew to ride a bike. I held the saddle for the first two weekends, then let go a little more each time, and by August he was riding to school on his own.',
        [],
      ],
      [
        'incident-response',
        'off_topic',
        'Our boiler died on Christmas Eve. I found the pressure had dropped, topped it up from the filling loop and bled the radiators, and the house was warm again within the hour.',
        [],
      ],
      ['postgresql', 'vague_claim', 'I am the person everyone comes to when the database is slow.', []],
      [
        'mentoring',
        'plain_words',
        'A graduate joined us who had only written scripts. I gave her one small real ticket a week, sat with her for the first hour of each, and by her third month she was taking tickets from the board without asking.',
        ['mentoring'],
        ['mentoring/growth'],
      ],
      [
        'postgresql',
        'off_topic',
        "For my sister's wedding I kept the guest list in a spreadsheet, sorted it by table and found twelve people invited twice before the invitations went out.",
        [],
      ],
      [
        'api-design',
        'off_topic',
        'I run the website for our cricket club. Last spring I moved the fixtures page to a new layout and the other clubs said it was much easier to read.',
        [],
      ],
      [
        'incident-response',
        'vague_claim',
        'When things break I stay calm and fix them fast, that is just how I am.',
        [],
      ],
    ],
  ],
  [
    sales,
    [
      [
        'negotiation',
        'off_topic',
        'When I bought my car last month the dealer wanted nine thousand. I showed him two cheaper ones online, offered eight thousand cash, and drove away at eight thousand two hundred with winter tyres thrown in.',
        [],
      ],
      [
        'relationship-building',
        'off_topic',
        'I have kept in touch with my school friends for twenty years. Every December I book a table for all of us, and last year eleven of the twelve came.',
        [],
      ],
      ['pipeline-forecasting', 'vague_claim', 'My forecasts are always spot on, my managers never had to worry.', []],
      [
        'prospecting',
        'plain_words',
        'When our software started working for vets, I looked up every practice in my region that had opened a second site, wrote to each owner about how a similar practice saved two hours a day, and called the ones who opened it. Seven agreed to a demo.',
        ['prospecting'],
        ['prospecting/targeting', 'prospecting/outreach'],
      ],
      [
        'prospecting',
        'off_topic',
        'To raise money for the school roof I knocked on every door in our village, told people what it was for, and we collected four thousand pounds in a month.',
        [],
      ],
      [
        'pipeline-forecasting',
        'off_topic',
        'I plan our family budget every January, list every bill we expect and put some aside each month, and last year we ended with money to spare.',
        [],
      ],
      ['negotiation', 'vague_claim', 'I always get the best price, people find it hard to say no to me.', []],
    ],
  ],
  [
    support,
    [
      [
        'de-escalation',
        'off_topic',
        'My neighbour was furious that my hedge blocked his light. I let him say everything, said sorry, and trimmed it that weekend; we have coffee together now.',
        [],
      ],
      [
        'written-communication',
        'off_topic',
        'I wrote a letter to the council about the potholes on our street, with photos and the dates of two burst tyres, and they resurfaced it within a month.',
        [],
      ],
      ['de-escalation', 'vague_claim', 'Customers always calm down with me, I just have a very calm voice.', []],
      [
        'troubleshooting',
        'plain_words',
        'A café said their receipts printed blank every morning. I asked them to send a photo of the printer settings and saw the paper type had been switched to labels, so I walked them through changing it back. The receipts have printed fine since.',
        ['troubleshooting'],
        ['troubleshooting/reproduction', 'troubleshooting/resolution'],
      ],
      [
        'troubleshooting',
        'off_topic',
        "My mother's television lost all its channels, so I went round, ran the channel search again and tuned the aerial until everything came back.",
        [],
      ],
      [
        'ticket-triage',
        'off_topic',
        'When we moved house I made a list of every job, did the urgent ones like the gas and the locks first, and left the painting for later.',
        [],
      ],
      ['written-communication', 'vague_claim', 'My emails are always clear and customers never have to ask twice.', []],
    ],
  ],
  [
    nursing,
    [
      [
        'patient-assessment',
        'off_topic',
        'When my father got breathless at home last winter, I checked his ankles, saw they were swollen and drove him to his GP, who changed his tablets.',
        [],
      ],
      [
        'family-education',
        'off_topic',
        'I showed my grandmother how to make video calls, one button at a time, and wrote the steps on a card by her tablet. Now she calls us every Sunday.',
        [],
      ],
      ['medication-safety', 'vague_claim', 'I am extremely careful with medicines, I have never made a mistake.', []],
      [
        'family-education',
        'plain_words',
        "A patient's husband kept asking why his wife was still asleep. I sat with him, explained that we were keeping her sleepy so her lungs could rest and what each tube did, and asked him to tell it back to me. He stopped asking the same question every hour.",
        ['family-education'],
        ['family-education/explanation', 'family-education/support'],
      ],
      [
        'medication-safety',
        'off_topic',
        'When my son had a fever I wrote down every dose of paracetamol and ibuprofen on the fridge so my husband and I never doubled up.',
        [],
      ],
      [
        'teamwork',
        'off_topic',
        'I play in a five-a-side team on Thursdays; when our keeper was injured I went in goal so the others could keep playing, and we won the league.',
        [],
      ],
      ['patient-assessment', 'vague_claim', 'I notice everything about my patients, nothing gets past me.', []],
    ],
  ],
  [
    warehouse,
    [
      [
        'safety-compliance',
        'off_topic',
        'At home I found our smoke alarm was dead, so I replaced the batteries in every alarm, tested them all and put a reminder on the calendar for every six months.',
        [],
      ],
      [
        'inventory-accuracy',
        'off_topic',
        'I keep a list of everything in our freezer at home and cross items off as we use them. We have not thrown food away since.',
        [],
      ],
      [
        'shift-leadership',
        'vague_claim',
        'I am excellent at planning shifts, nothing ever goes wrong when I am in charge.',
        [],
      ],
      [
        'inventory-accuracy',
        'plain_words',
        'Our counts for bottled water never matched the system. I watched goods-in for a week and saw they booked every pallet as full, so I had them count the layers before booking in. The next four counts matched.',
        ['inventory-accuracy'],
        ['inventory-accuracy/counting', 'inventory-accuracy/root-cause'],
      ],
      [
        'equipment-operation',
        'off_topic',
        'I serviced my own lawnmower last weekend: new spark plug, sharpened the blade, changed the oil, and it started first pull.',
        [],
      ],
      [
        'shift-leadership',
        'off_topic',
        'I organised the Christmas party for our street: I split the jobs between six neighbours, booked the hall and made sure everyone had a lift home.',
        [],
      ],
      ['safety-compliance', 'vague_claim', 'Nobody ever gets hurt on my watch because I am always careful.', []],
    ],
  ],
];

/** The extra answers, ids marked `x` so they never collide with the authored ones. */
export const extraTrainCases = (): AssessmentCase[] =>
  EXTRA.flatMap(([spec, rows]) =>
    expand({ ...spec, rows }).map((c) => ({ ...c, id: c.id.replace(/-(\d+)$/, '-x$1') })),
  );
