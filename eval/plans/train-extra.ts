import type { Posting } from './posting.js';

const jd = (
  id: string,
  industry: string,
  position: string,
  job_description: string,
  sufficient: boolean,
  themes: string[],
): Posting => ({
  id,
  industry,
  shape: 'job_description',
  input: {
    position,
    level: 'ENTRY',
    qualifications: [],
    skills: [],
    job_description,
    company_name: null,
    company_description: null,
    duration_minutes: 45,
  },
  label: { sufficient, themes, must_haves: [] },
});

/**
 * Train-only postings added after the split (never drawn into the held-out third): job descriptions whose duties open
 * with everyday verbs of the trade ("Bake", "Draw blood", "Hang, tape and finish"), and one posting of perks only.
 * Labelled by the guide in ../README.md before the planner ran on them.
 */
export const TRAIN_EXTRA: Posting[] = [
  jd(
    'xt-01',
    'hospitality',
    'Overnight Baker',
    'Bake breads, rolls and pastries from scratch on the overnight shift. Mix and proof doughs to our recipes, shape loaves by hand and pull them at the right color. Rotate stock and date-label everything in the walk-in. Sanitize mixers and benches at the end of every shift.',
    true,
    [
      'Baking breads and pastries',
      'Dough mixing and proofing',
      'Consistency to recipe',
      'Stock rotation and labelling',
      'Sanitation and food safety',
    ],
  ),
  jd(
    'xt-02',
    'healthcare',
    'Phlebotomist',
    'Draw blood from adult and pediatric patients by venipuncture and fingerstick. Label specimens at the bedside and confirm two patient identifiers every time. Calm anxious patients and explain each step. Spin, aliquot and package samples for the lab, and log them in the LIS.',
    true,
    [
      'Venipuncture and specimen collection',
      'Patient identification and specimen labelling',
      'Calming and informing patients',
      'Specimen processing',
      'Lab system records',
    ],
  ),
  jd(
    'xt-03',
    'skilled trades',
    'Drywall Finisher',
    'Hang, tape and finish drywall on commercial jobs. Mud and sand joints to a level 5 finish, patch damaged walls, and frame soffits with metal studs when needed. Lay out walls from the plans. Keep the work area swept and wear fall protection on lifts.',
    true,
    [
      'Hanging drywall',
      'Taping and finishing to level 5',
      'Metal stud framing',
      'Layout from plans',
      'Jobsite safety and cleanliness',
    ],
  ),
  jd(
    'xt-04',
    'logistics',
    'Household Mover',
    "Wrap furniture, carry boxes and heavy items up and down stairs, and pack the truck so nothing shifts. Take apart and put back together beds and tables. Treat customers' homes with care and fill in the inventory sheet with the crew lead.",
    true,
    [
      'Wrapping and protecting furniture',
      'Safe lifting and carrying',
      'Packing the truck',
      'Furniture disassembly and reassembly',
      'Care in the customer’s home',
    ],
  ),
  jd(
    'xt-05',
    'hospitality',
    'Line Cook',
    'Get paid weekly! Join our friendly kitchen crew. Enjoy free shift meals.',
    false,
    ['Cooking on the line', 'Station setup and prep', 'Ticket times under pressure', 'Food safety'],
  ),
  jd(
    'xt-06',
    'public sector',
    'Public Library Assistant',
    'Shelve returned books and shift collections to make room for new titles. Check out materials, issue library cards and collect fines at the circulation desk. Help patrons find books and use the public computers and printers. Plan and lead weekly story time for toddlers and their parents.',
    true,
    [
      'Shelving and collection upkeep',
      'Circulation desk: checkouts, cards and fines',
      'Helping patrons find materials',
      'Public computer and printer help',
      "Children's story time",
    ],
  ),
  jd(
    'xt-07',
    'manufacturing',
    'Injection Molding Operator',
    'Load resin and start up injection molding presses. Trim and inspect parts against the approved sample, and pack them to the work order. Swap molds with the setup tech and flag defects to the shift lead.',
    true,
    [
      'Running molding presses',
      'Part inspection against the sample',
      'Packing to the work order',
      'Mold changes',
      'Reporting defects',
    ],
  ),
  jd(
    'xt-08',
    'retail',
    'Florist',
    'Craft arrangements for weddings, funerals and walk-in customers. Condition fresh flowers when deliveries arrive and keep the cooler full. Take phone and web orders and suggest designs that fit a budget.',
    true,
    [
      'Floral design and arranging',
      'Flower care and conditioning',
      'Order taking',
      'Advising customers within a budget',
    ],
  ),
];
