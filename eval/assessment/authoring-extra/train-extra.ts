/**
 * Train-only answers written after the held-out split's second look, labelled by the README's guide before any scorer
 * ran on them: concrete stories from outside work that sit close to the asked competency (where held-out false credit
 * came from), claims without a story, and plain-words stories as a check on recall; then a second batch of outside-work
 * stories (a wedding list, a club website, a school fundraiser, a move) and claims; then, in a fifth session, a third
 * batch of outside-work stories in settings not used before (a wedding seating plan, a film society, a landlord, an
 * allotment, a rowing crew, a food bank) with one plain-words work story per family; then, after the fresh held-out
 * batch's first look (stop 27), a fourth batch of outside-work stories in settings of everyday life the private-life
 * words do not name (a youth club, a pub quiz, a game guild, a scout troop, a train journey, a festival). split.ts
 * appends them to train.json only, so heldout.json and fresh.json are unchanged.
 */
import type { AssessmentCase } from '../case.js';
import { sales } from '../authoring/account-executive.js';
import { backend } from '../authoring/backend-engineering.js';
import { support } from '../authoring/customer-support.js';
import { expandLater, type FamilySpec, type Row } from '../authoring/family.js';
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
      [
        'postgresql',
        'off_topic',
        'For our wedding I built the seating plan myself: I put every guest in a shared document, grouped them by who knew whom and moved people around until no table had an awkward pair. The day went without a single complaint.',
        [],
      ],
      [
        'api-design',
        'off_topic',
        'At university I ran the film society. I moved our screenings from a paper sign-up sheet to an online booking form, and attendance doubled over the spring term.',
        [],
      ],
      [
        'incident-response',
        'off_topic',
        'On our road trip through Spain the car overheated on a mountain pass. I pulled over, let it cool, topped up the coolant from a bottle we carried and we reached the campsite before dark.',
        [],
      ],
      [
        'mentoring',
        'off_topic',
        'I coach my flatmate for her driving test every Sunday in the supermarket car park. I started with parking, then roundabouts, and she passed on her first try in October.',
        [],
      ],
      [
        'postgresql',
        'plain_words',
        'A report our finance team ran every morning took twelve minutes. I looked at what the database was doing, saw it read the whole payments table for one day of data, and added an index on the date. It ran in nine seconds the next day.',
        ['postgresql'],
        ['postgresql/query-performance'],
      ],
      [
        'mentoring',
        'off_topic',
        'Over the summer I taught a teenager from the youth club to code. One evening a week we built a small game together, I let him type and only pointed at problems, and by September he had published it on his own.',
        [],
      ],
      [
        'api-design',
        'off_topic',
        'For our pub quiz league I built a small web page where each team posts its scores. When I added a new score form I kept the old one working for a month, so no team missed a week.',
        [],
      ],
      [
        'incident-response',
        'off_topic',
        "During a raid night our game guild's voice server crashed. I restarted it, saw the disk was full of old recordings, deleted them and set up a weekly clean-up, and it has not crashed since.",
        [],
      ],
      [
        'postgresql',
        'off_topic',
        'My vinyl collection lives in a small database I made. When searches got slow I added an index on the artist column, and now they are instant.',
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
      [
        'negotiation',
        'off_topic',
        'When our landlord wanted to raise the rent by two hundred a month, I showed him what similar flats on the street cost, offered to sign for two years, and he settled on fifty.',
        [],
      ],
      [
        'prospecting',
        'off_topic',
        "For my daughter's school fair I phoned every shop on the high street asking for a raffle prize, and twenty-two of them gave something.",
        [],
      ],
      [
        'relationship-building',
        'off_topic',
        'I have trained at the same boxing gym for eight years. When the owner fell ill I kept the early classes running for two months so nobody cancelled their membership.',
        [],
      ],
      [
        'pipeline-forecasting',
        'off_topic',
        'Every year I predict how many runners will join our parkrun in January from the last three years, and this year I was within five people of the real number.',
        [],
      ],
      [
        'relationship-building',
        'plain_words',
        'A hotel group I look after nearly left when their main contact retired. I had already been meeting their finance director and two of the hotel managers each quarter, so I asked them who should take over, met her in the first week, and they renewed for three years.',
        ['relationship-building'],
        ['relationship-building/multi-threading', 'relationship-building/trust'],
      ],
      [
        'prospecting',
        'off_topic',
        'To find players for a new pub quiz team I asked around the bar, picked people who knew sport and music, and messaged each one personally. Five of them joined.',
        [],
      ],
      [
        'negotiation',
        'off_topic',
        "The tenants in the building wanted the owner to fix the lift. I collected everyone's complaints and offered that we would repaint the hallway ourselves if he fixed the lift first, and he agreed.",
        [],
      ],
      [
        'relationship-building',
        'off_topic',
        'I have kept in touch with my old scout leader for twenty years. I visit him every Christmas, and when he was ill I helped him move into his new place.',
        [],
      ],
      [
        'pipeline-forecasting',
        'off_topic',
        "Every spring I estimate what the street party will cost from last year's receipts and how many houses have signed up. Last year I was within twenty pounds.",
        [],
      ],
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
      [
        'troubleshooting',
        'off_topic',
        "My dad's laptop stopped connecting to the internet. I asked him what he had changed, found he had switched on flight mode by accident, turned it off and showed him the button.",
        [],
      ],
      [
        'de-escalation',
        'off_topic',
        "At my cousin's birthday dinner the restaurant lost our booking and my uncle started shouting. I took him aside, let him vent, then found us a table at the place next door within ten minutes.",
        [],
      ],
      [
        'written-communication',
        'off_topic',
        'I wrote the instructions for our holiday cottage guests: how the heating works, where the fuse box is, and what day the bins go out. Since then nobody has phoned us on holiday.',
        [],
      ],
      [
        'ticket-triage',
        'off_topic',
        'When a storm flooded our allotment site, I made a list of every plot, checked the ones with greenhouses first and sorted the rest by damage so the committee knew where to start.',
        [],
      ],
      [
        'written-communication',
        'plain_words',
        'Customers kept asking how to move their data to a new phone. I wrote one page with six numbered steps and a screenshot for each, checked it with two colleagues who had never done it, and the questions about it dropped by half in a month.',
        ['written-communication'],
        ['written-communication/self-service', 'written-communication/clarity'],
      ],
      [
        'troubleshooting',
        'off_topic',
        "At the school reunion the projector would not show our slides. I tried another cable, saw that it worked, so the laptop's port was loose; I taped the plug in place and the slideshow ran to the end.",
        [],
      ],
      [
        'de-escalation',
        'off_topic',
        'On a delayed train a passenger started shouting at the guard. I stood next to him, said the delay was awful, asked where he needed to be and showed him a faster connection on my phone. He sat down and thanked me.',
        [],
      ],
      [
        'written-communication',
        'off_topic',
        "For the scout troop's camp I wrote a one-page kit list with a picture for each item, and for the first time no child turned up without a sleeping bag.",
        [],
      ],
      [
        'ticket-triage',
        'off_topic',
        "When the youth club's fridge broke before the summer fair, I sorted the donated food by what would spoil first, gave the cream cakes away that afternoon and kept the biscuits for the next day.",
        [],
      ],
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
      [
        'patient-assessment',
        'off_topic',
        'On a hiking holiday a friend slipped and went pale. I checked she could move her fingers and toes, looked at her ankle, kept her warm and walked her down slowly; it was only a sprain.',
        [],
      ],
      [
        'family-education',
        'off_topic',
        "When my partner's mother moved in with us, I explained to our two boys why grandma forgets things, and we made a photo board by the door with everyone's names.",
        [],
      ],
      [
        'medication-safety',
        'off_topic',
        "I sort my elderly neighbour's tablets into a weekly box every Sunday and tick them off on a chart on her fridge, so she never takes the same pill twice.",
        [],
      ],
      [
        'teamwork',
        'off_topic',
        'Our rowing crew lost two members before the regatta, so I swapped seats, trained with the new pair every morning that week and we still finished second.',
        [],
      ],
      [
        'teamwork',
        'plain_words',
        'On a night when the unit was two nurses short, I offered to take the admissions so a colleague could stay with her very sick patient, and I told the nurse in charge which of my patients needed a second pair of eyes. Everyone got their checks on time that night.',
        ['teamwork'],
        ['teamwork/collaboration'],
      ],
      [
        'patient-assessment',
        'off_topic',
        'On a hiking trip a walker in our group went pale and confused. I checked his breathing and pulse, saw he was cold and shivering, wrapped him in a foil blanket and called mountain rescue, who said we had caught it early.',
        [],
      ],
      [
        'medication-safety',
        'off_topic',
        'When I picked up my own prescription, the box said twice the dose my doctor had told me. I asked the pharmacist to check, she found the label was wrong and printed a new one.',
        [],
      ],
      [
        'family-education',
        'off_topic',
        'At the dog shelter open day I explained to a family how much exercise a collie needs, drew them a little weekly plan, and they chose a calmer dog instead.',
        [],
      ],
      [
        'teamwork',
        'off_topic',
        'At the pub quiz final we split the rounds by what each of us knew best and passed answers quietly to whoever was writing, and we won by two points.',
        [],
      ],
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
      [
        'safety-compliance',
        'off_topic',
        "At my son's football club I noticed the goalposts were not pegged down. I stopped the game, got two dads to hold them and fixed the pegs before anyone played again.",
        [],
      ],
      [
        'inventory-accuracy',
        'off_topic',
        'I run the food bank shelves at our church on Saturdays. I counted everything we had, found the tins list was out by forty, and we now tick items off as they come in.',
        [],
      ],
      [
        'shift-leadership',
        'off_topic',
        'I organised twelve friends for a charity walk: I split us into three groups by pace, gave each a leader with a map and we all finished the thirty miles before the cut-off.',
        [],
      ],
      [
        'equipment-operation',
        'off_topic',
        'I borrowed a mini digger to dig the foundations for our garden shed. I did the checks on the tracks, watched a video on the controls and had the trench done in an afternoon.',
        [],
      ],
      [
        'shift-leadership',
        'plain_words',
        'Two pickers called in sick on a Monday with double the usual orders. I moved a packer and a loader onto picking, took the returns myself, and told the team at each break how many orders were left. Every truck left on time.',
        ['shift-leadership'],
        ['shift-leadership/planning', 'shift-leadership/people'],
      ],
      [
        'inventory-accuracy',
        'off_topic',
        "When we cleared out the scout hut I counted every tent and pole against the old list, found three tents were missing poles, and marked up the list for next year's leaders.",
        [],
      ],
      [
        'safety-compliance',
        'off_topic',
        'At the bonfire night I helped to run, I roped off the area around the fire, put a bucket of sand next to the fireworks and kept the children behind the line all evening.',
        [],
      ],
      [
        'shift-leadership',
        'off_topic',
        'After the music festival I split forty of us into litter, tent and recycling crews, moved people to wherever the piles were biggest, and the field was clear by noon.',
        [],
      ],
      [
        'equipment-operation',
        'off_topic',
        'I hired a cherry picker to trim the tall tree behind the house, did the checks on the hydraulics the hire firm showed me, and had it done in a morning.',
        [],
      ],
    ],
  ],
];

/** The extra answers, ids marked `x` so they never collide with the authored ones. */
export const extraTrainCases = (): AssessmentCase[] => expandLater(EXTRA, 'x');
