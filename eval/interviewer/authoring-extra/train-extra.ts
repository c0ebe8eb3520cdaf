/**
 * Train-only cases written after the held-out split's first run, for the styles it showed weak (off-topic, no
 * outcome, complete, general, no experience). Labelled by the README's guide before any engine ran on them; split.ts appends them to
 * train.json only, so heldout.json is unchanged.
 */
import type { InterviewerCase } from '../case.js';
import { expand, type FamilySpec } from '../authoring/family.js';

const backend: FamilySpec = {
  family: 'backend',
  topics: {
    api: {
      competency: { id: 'api-design', name: 'API design', description: 'Designs APIs other teams can rely on.' },
      topic: {
        id: 'api-x',
        prompt: 'Tell me about a time you changed an API that other teams depended on.',
        follow_ups: [],
      },
    },
    oncall: {
      competency: {
        id: 'incident-response',
        name: 'Incident response',
        description: 'Restores failing services and prevents repeats.',
      },
      topic: { id: 'oncall-x', prompt: 'Tell me about a night on call when something broke.', follow_ups: [] },
    },
  },
  rows: [
    [
      'api',
      'complete',
      'Last spring I had to rename a field our mobile team read. I sent both names for two months and told each team the date. No client broke, and the old name was gone by June.',
      'next_topic',
    ],
    [
      'api',
      'complete',
      'In 2023 I wrote the contract for our partner endpoints before any code. Two partners built against it in parallel and went live the same week we did.',
      'next_topic',
    ],
    [
      'api',
      'no_outcome',
      'At my last job the billing team needed invoices from our service, so I designed three endpoints for them, wrote the schema and walked their lead through it on a call.',
      'probe_outcome',
    ],
    [
      'api',
      'general',
      'I always version my APIs and I try to never break a client. Documentation first is my rule.',
      'probe_specific',
    ],
    [
      'api',
      'off_topic',
      'To be honest, what I really want to know is whether this role is remote, because I live quite far from the office.',
      'redirect',
    ],
    [
      'oncall',
      'complete',
      'One night in March the login service returned errors after a certificate renewal. I rolled the certificate back and logins worked again within fifteen minutes.',
      'next_topic',
    ],
    [
      'oncall',
      'no_outcome',
      'One Sunday the queue workers stopped consuming. I looked at the dashboards, found the broker out of disk, and started clearing the old partitions by hand.',
      'probe_outcome',
    ],
    [
      'oncall',
      'off_topic',
      'Nights are hard for me generally. I have a young daughter and I am the one who gets up when she cries, so I am used to being woken.',
      'redirect',
    ],
    [
      'oncall',
      'complete',
      'When the payment page timed out during a sale last year, I switched traffic to the backup provider. Customers could pay again within ten minutes, and we kept the sale running.',
      'next_topic',
    ],
    [
      'oncall',
      'no_experience',
      'At my last job the ops team handled every outage, so I have never been on call myself.',
      'alternative_angle',
    ],
    [
      'api',
      'no_experience',
      'Not really. In my two years at the agency I built websites, and none of them had an API that others used.',
      'alternative_angle',
    ],
    // Written after the third held-out look, for off-topic phrasings not seen before (complaints, opinions, terms, hobbies), with a
    // complete story per family as a control; labelled by the guide before any engine ran on them.
    [
      'api',
      'off_topic',
      'Before anything else, I would like to understand the salary band for this position and whether there is a signing bonus.',
      'redirect',
    ],
    [
      'api',
      'off_topic',
      'Honestly our old CTO was impossible to work with, he changed his mind every week and nobody could plan anything.',
      'redirect',
    ],
    [
      'oncall',
      'off_topic',
      'I play the drums in a band on weekends, so I am quite used to late nights and loud rooms.',
      'redirect',
    ],
    [
      'oncall',
      'off_topic',
      'The best thing about my current company is the free lunch, they have a chef who cooks for us every day.',
      'redirect',
    ],
    [
      'oncall',
      'complete',
      'Last March our payment service fell over at 3 a.m. I traced it to a full disk on the queue host, cleared the old logs and added an alert at 80 %. Payments were back within twenty minutes, and the alert has fired twice since, both times before anything broke.',
      'next_topic',
    ],
    // Then stories that stop before their result, and complete ones that end in other words; labelled first too.
    [
      'api',
      'no_outcome',
      'Last year our partners needed webhooks, so I designed the payload, added a signature header and wrote a page of examples for them.',
      'probe_outcome',
    ],
    [
      'oncall',
      'no_outcome',
      'One Sunday the login service started timing out. I checked the dashboards, saw the connection pool was maxed out and raised its size, then restarted the pods one by one.',
      'probe_outcome',
    ],
    [
      'api',
      'complete',
      'Last autumn I split our orders endpoint into two smaller ones for the mobile app. I kept the old one alive for a month and watched the logs. The app team switched over in a week and their screens loaded twice as fast.',
      'next_topic',
    ],
  ],
};

const sales: FamilySpec = {
  family: 'sales',
  topics: {
    deal: {
      competency: { id: 'negotiation', name: 'Negotiation', description: 'Agrees price and terms that work.' },
      topic: { id: 'deal-x', prompt: 'Tell me about a deal where the buyer pushed back on price.', follow_ups: [] },
    },
    pipeline: {
      competency: { id: 'prospecting', name: 'Prospecting', description: 'Opens new accounts.' },
      topic: { id: 'pipeline-x', prompt: 'Tell me how you won a customer from a cold start.', follow_ups: [] },
    },
  },
  rows: [
    [
      'deal',
      'complete',
      'In my last quarter a hospital buyer asked for thirty percent off. I offered five percent for a three-year term instead, and she signed the following week.',
      'next_topic',
    ],
    [
      'deal',
      'complete',
      'A retail chain wanted free installation last year. I agreed if they took the larger package, and the contract came in at twice the first quote.',
      'next_topic',
    ],
    [
      'deal',
      'no_outcome',
      'Last autumn a logistics company told me we were too expensive. I asked what they compared us with, prepared a cost sheet for their finance director and booked a second meeting with both of them.',
      'probe_outcome',
    ],
    [
      'deal',
      'general',
      'I never give discounts without getting something back. Buyers always push, and I always hold my ground.',
      'probe_specific',
    ],
    [
      'deal',
      'off_topic',
      'Price is a funny thing. I collect vintage watches, and I once haggled for an hour at a market in Lisbon over a 1970s Seiko.',
      'redirect',
    ],
    [
      'pipeline',
      'complete',
      'When I started at my current company I picked twenty dental groups with new clinics and called each owner. Four agreed to a demo and one became our largest account that year.',
      'next_topic',
    ],
    [
      'pipeline',
      'no_outcome',
      'One month I had an empty pipeline, so I went through the trade registry, found breweries that had just expanded and wrote each of them a short note about their new site.',
      'probe_outcome',
    ],
    [
      'pipeline',
      'off_topic',
      'Before we go on, could you tell me how the commission plan works here and what the on-target earnings are?',
      'redirect',
    ],
    [
      'pipeline',
      'general',
      'Usually I research the company, find the right person on LinkedIn and send something personal. That tends to work for me.',
      'probe_specific',
    ],
    [
      'deal',
      'no_experience',
      'I wish I could say yes, but last year I was still in marketing, so I have never negotiated a price with a buyer.',
      'alternative_angle',
    ],
    [
      'pipeline',
      'no_experience',
      'Honestly no. At my current company the leads come in from the website, so I have never had to find customers from nothing.',
      'alternative_angle',
    ],
    [
      'deal',
      'off_topic',
      'I think sales people are underpaid everywhere, to be honest, the targets keep going up and the pay does not.',
      'redirect',
    ],
    [
      'deal',
      'off_topic',
      'My brother sells used cars and he taught me all about haggling when we were kids, we used to practise on our parents.',
      'redirect',
    ],
    [
      'pipeline',
      'off_topic',
      'What is the team like? I would love to know how many people I would be working with and who I would report to.',
      'redirect',
    ],
    [
      'pipeline',
      'off_topic',
      'I spend most evenings training for a marathon, it keeps me disciplined, which I think helps in this job.',
      'redirect',
    ],
    [
      'pipeline',
      'complete',
      'When I joined my last company I had no accounts in the north. I listed every dental group there with more than three clinics, wrote to each operations lead about the one we had helped in Leeds, and six agreed to meet; two signed before the quarter closed.',
      'next_topic',
    ],
    [
      'deal',
      'no_outcome',
      'A school trust wanted a lower price in March. I met their bursar, went through what each school used and drafted two options with different terms.',
      'probe_outcome',
    ],
    [
      'pipeline',
      'no_outcome',
      'When I moved to the hotel market I built a list of every independent hotel in the county, rang the managers and sent each one a short case study.',
      'probe_outcome',
    ],
    [
      'deal',
      'complete',
      'Last spring a buyer asked for free delivery on every order. I offered it only above a minimum order size, she agreed, and her average order grew by a third.',
      'next_topic',
    ],
  ],
};

const support: FamilySpec = {
  family: 'support',
  topics: {
    angry: {
      competency: { id: 'de-escalation', name: 'De-escalation', description: 'Calms upset customers.' },
      topic: { id: 'angry-x', prompt: 'Tell me about a customer who was angry with you.', follow_ups: [] },
    },
    bug: {
      competency: { id: 'troubleshooting', name: 'Troubleshooting', description: 'Finds the cause of problems.' },
      topic: { id: 'bug-x', prompt: 'Tell me about a problem you solved for a customer.', follow_ups: [] },
    },
  },
  rows: [
    [
      'angry',
      'complete',
      'Once a shop owner shouted at me because her refund was late. I let her finish, promised the refund that day and called her at five to confirm it had landed. She stayed with us.',
      'next_topic',
    ],
    [
      'angry',
      'no_outcome',
      'Last week a man called in furious about a double charge. I apologised, checked his account while he was on the line and raised the refund with our billing team.',
      'probe_outcome',
    ],
    [
      'angry',
      'off_topic',
      'I think the real problem in support is that managers never listen to the agents. In my last job nobody asked us anything before changing the tools.',
      'redirect',
    ],
    [
      'angry',
      'general',
      'I stay calm and let people talk. Most angry customers just want to be heard, so I listen and then I help.',
      'probe_specific',
    ],
    [
      'bug',
      'complete',
      'A school could not send messages to parents in January. I found their new email domain was missing a record, walked their IT person through adding it, and the next message arrived.',
      'next_topic',
    ],
    [
      'bug',
      'no_outcome',
      'One customer’s exports kept failing. I copied his setup into a test account, tried the export with smaller date ranges and sent the failing file to our developers with my notes.',
      'probe_outcome',
    ],
    [
      'bug',
      'off_topic',
      'I am actually quite technical at home: I built my own gaming PC last year and I run a small media server for my family.',
      'redirect',
    ],
    [
      'bug',
      'complete',
      'Last month a café’s card reader failed every afternoon. I noticed it was when their oven came on, had them move the reader to another socket, and it has worked every day since.',
      'next_topic',
    ],
    [
      'angry',
      'no_experience',
      'Not personally. In my old shop the manager always dealt with the angry customers, I stayed on the till.',
      'alternative_angle',
    ],
    [
      'bug',
      'no_experience',
      'That has not come up for me yet; in my first month here I have only answered billing questions.',
      'alternative_angle',
    ],
    [
      'angry',
      'off_topic',
      'People are so much ruder on the phone than in person, I think it is because they cannot see you.',
      'redirect',
    ],
    [
      'angry',
      'off_topic',
      'I would like to know if the support team works weekends, because I sing in a choir on Sunday mornings.',
      'redirect',
    ],
    [
      'bug',
      'off_topic',
      'My dad is always asking me to fix his laptop, last month I had to reinstall everything because of a virus he clicked on.',
      'redirect',
    ],
    [
      'bug',
      'off_topic',
      'The tools at my current job are terrible, we still use a ticketing system from the nineties and nobody wants to pay for a new one.',
      'redirect',
    ],
    [
      'bug',
      'complete',
      'A dentist told us his reminder texts stopped on Mondays. I compared the failed sends with our logs and saw they all went out while his calendar sync was running, so I moved his sync to the night. The texts have gone out every Monday since.',
      'next_topic',
    ],
    [
      'angry',
      'no_outcome',
      'A customer shouted at me on the phone because his invoice was wrong. I let him talk, apologised, and opened a ticket with billing while he was still on the line.',
      'probe_outcome',
    ],
    [
      'bug',
      'no_outcome',
      "A florist's orders disappeared from our app overnight. I checked the sync logs, found the job had stopped at midnight, and passed the error to our developers.",
      'probe_outcome',
    ],
    [
      'bug',
      'complete',
      "A gym's card payments kept failing on Fridays. I matched the failures to their router's weekly restart and moved the restart to Sunday night. Their Friday payments have gone through every week since.",
      'next_topic',
    ],
  ],
};

const nursing: FamilySpec = {
  family: 'nursing',
  topics: {
    deteriorating: {
      competency: { id: 'patient-assessment', name: 'Patient assessment', description: 'Spots deterioration early.' },
      topic: {
        id: 'deteriorating-x',
        prompt: 'Tell me about a patient whose condition changed on your shift.',
        follow_ups: [],
      },
    },
    meds: {
      competency: { id: 'medication-safety', name: 'Medication safety', description: 'Gives medicines safely.' },
      topic: { id: 'meds-x', prompt: 'Tell me about a time you stopped a medication error.', follow_ups: [] },
    },
  },
  rows: [
    [
      'deteriorating',
      'complete',
      'One night a man after surgery grew confused and his breathing quickened. I checked him fully, called the registrar with my readings, and he was on antibiotics for sepsis within the hour. He went home a week later.',
      'next_topic',
    ],
    [
      'deteriorating',
      'no_outcome',
      'Last winter an elderly lady on my ward suddenly could not lift her left arm. I did a quick stroke check, noted the time and bleeped the stroke team.',
      'probe_outcome',
    ],
    [
      'deteriorating',
      'off_topic',
      'Shifts here are twelve hours, right? I would need to know about the rota before I commit, because of childcare.',
      'redirect',
    ],
    [
      'deteriorating',
      'general',
      'I always trend the observations and trust my gut. If something feels wrong I escalate, that is how I work.',
      'probe_specific',
    ],
    [
      'meds',
      'complete',
      'In May I was about to start a heparin drip and the double check showed the pump set at ten times the dose. We stopped it before it ran, and the patient got the right dose.',
      'next_topic',
    ],
    [
      'meds',
      'no_outcome',
      'Once a doctor prescribed penicillin for a patient whose wristband said she was allergic. I held the dose and phoned him from the bedside.',
      'probe_outcome',
    ],
    [
      'meds',
      'off_topic',
      'Medication is interesting. My mother takes twelve tablets a day, and I sorted all of them into a weekly box for her.',
      'redirect',
    ],
    [
      'meds',
      'complete',
      'On a night shift last year I saw an insulin dose written for the wrong patient. I did not give it, told the nurse in charge, and the chart was corrected before the next round.',
      'next_topic',
    ],
    [
      'meds',
      'no_experience',
      'I have been lucky, I think: in three years on the ward I have never come across a medication error.',
      'alternative_angle',
    ],
    [
      'deteriorating',
      'no_experience',
      'No, I only finished my placement in June, and my patients were all stable rehab patients.',
      'alternative_angle',
    ],
    [
      'deteriorating',
      'off_topic',
      'Agency nurses are paid so much more than we are, it really is not fair on the permanent staff.',
      'redirect',
    ],
    [
      'meds',
      'off_topic',
      "Does the hospital pay for further study? I am hoping to start a master's next year.",
      'redirect',
    ],
    [
      'meds',
      'off_topic',
      'My neighbour is a pharmacist and we often chat over the fence about how confusing the new drug names are.',
      'redirect',
    ],
    [
      'deteriorating',
      'off_topic',
      'I love night shifts, honestly, the ward is quieter and you get to know your colleagues much better.',
      'redirect',
    ],
    [
      'meds',
      'complete',
      'Last year a new nurse drew up ten times the insulin dose because the chart was written badly. I checked it with her before she went in, we rang the doctor to rewrite the chart, and the patient got the right dose. The ward now asks for a second check on every insulin dose.',
      'next_topic',
    ],
    [
      'deteriorating',
      'no_outcome',
      'Last month a woman after a hip operation became very drowsy. I checked her sugar and her oxygen, woke her properly and called the doctor to review her.',
      'probe_outcome',
    ],
    [
      'meds',
      'no_outcome',
      'On a night shift I saw a morphine prescription written in the wrong units. I held the dose, rang the prescriber and wrote the incident up.',
      'probe_outcome',
    ],
    [
      'deteriorating',
      'complete',
      "One evening a man's heart rate kept climbing after his operation. I checked his drain, found it filling with blood and fast-bleeped the surgeon. He was back in theatre within half an hour and recovered well.",
      'next_topic',
    ],
  ],
};

const warehouse: FamilySpec = {
  family: 'warehouse',
  topics: {
    peak: {
      competency: { id: 'shift-leadership', name: 'Shift leadership', description: 'Leads a shift to its targets.' },
      topic: { id: 'peak-x', prompt: 'Tell me about a shift where the volume went wrong.', follow_ups: [] },
    },
    safety: {
      competency: { id: 'safety-compliance', name: 'Safety compliance', description: 'Keeps people safe.' },
      topic: { id: 'safety-x', prompt: 'Tell me about a safety hazard you dealt with.', follow_ups: [] },
    },
  },
  rows: [
    [
      'peak',
      'complete',
      'On Black Friday last year four pickers called in sick. I moved two people from returns onto picking and helped pack myself. Every order left before the last lorry.',
      'next_topic',
    ],
    [
      'peak',
      'no_outcome',
      'One Monday a trailer arrived three hours late. I split the team into two groups, put my fastest people on the big orders and started unloading with them.',
      'probe_outcome',
    ],
    [
      'peak',
      'off_topic',
      'The thing I like about warehouses is the people. We had a barbecue every summer at my last site, and I always ran the grill.',
      'redirect',
    ],
    [
      'peak',
      'general',
      'I plan the labour at the start of every shift and move people around as needed. The team knows what to do.',
      'probe_specific',
    ],
    [
      'safety',
      'complete',
      'Last winter I saw people cutting through a forklift aisle. I closed it off, had a walkway painted, and we have had no near misses there since.',
      'next_topic',
    ],
    [
      'safety',
      'no_outcome',
      'One morning I found a pallet stack leaning in aisle twelve. I put cones around it and asked two drivers to take it down and rebuild it.',
      'probe_outcome',
    ],
    [
      'safety',
      'off_topic',
      'Safety matters at home too. I fitted smoke alarms in every room of my house and taught my kids the fire drill.',
      'redirect',
    ],
    [
      'safety',
      'complete',
      'In 2022 a picker slipped on oil by the dock door. I reported it, found a leaking van parked there each morning and moved van parking. Nobody has slipped there since.',
      'next_topic',
    ],
    [
      'peak',
      'no_experience',
      'I have never led a shift. Last Christmas I was a picker myself, the supervisor did all the planning.',
      'alternative_angle',
    ],
    [
      'safety',
      'no_experience',
      'Nothing like that, no. Our site was very new when I worked there and I never saw a hazard.',
      'alternative_angle',
    ],
    [
      'peak',
      'off_topic',
      'Is there a bonus for hitting the weekly targets? At my last place we got shopping vouchers at Christmas.',
      'redirect',
    ],
    [
      'peak',
      'off_topic',
      "I coach my son's under-tens football team on Saturdays, so I know how to keep a group going.",
      'redirect',
    ],
    [
      'safety',
      'off_topic',
      'The traffic on the ring road near the site is terrible in the mornings, it took me an hour to get here today.',
      'redirect',
    ],
    [
      'safety',
      'off_topic',
      'Health and safety has gone mad these days if you ask me, there is a form for everything.',
      'redirect',
    ],
    [
      'safety',
      'complete',
      'Last winter I saw a pallet hanging over the edge of the top rack above a walkway. I closed the aisle, had a driver take it down, and we checked every top rack that shift. Two more were loose, and nobody has been hurt in that aisle since.',
      'next_topic',
    ],
    [
      'peak',
      'no_outcome',
      'Last December the conveyor broke down at the start of the evening shift. I moved everyone to hand-picking, set up two packing benches and called the engineer.',
      'probe_outcome',
    ],
    [
      'safety',
      'no_outcome',
      'One morning I found a fire exit blocked by empty pallets. I had the pallets moved straight away, told the team leader and put it in the safety log.',
      'probe_outcome',
    ],
    [
      'peak',
      'complete',
      'On the first day of the sale our pickers fell behind by two hundred orders. I pulled three people from returns and ran the packing bench myself. We cleared the backlog by ten and every lorry left on time.',
      'next_topic',
    ],
  ],
};

/** The extra cases, ids marked `x` so they never collide with the authored ones. */
export const extraTrainCases = (): InterviewerCase[] =>
  [backend, sales, support, nursing, warehouse]
    .flatMap(expand)
    .map((c) => ({ ...c, id: c.id.replace(/-(\d+)$/, '-x$1') }));
