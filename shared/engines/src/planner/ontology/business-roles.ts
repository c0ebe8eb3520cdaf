import { q, sd, type OntologyEntry } from './entry.js';

/** Competencies of non-engineering roles: product management, sales, customer support, accounting. */
export const BUSINESS_ROLES: readonly OntologyEntry[] = [
  {
    id: 'product-management',
    name: 'Product management',
    description: 'Deciding what to build and why: discovery, prioritisation, delivery and measuring outcomes.',
    kind: 'technical',
    aliases: [
      'product management',
      'product manager',
      'product owner',
      'roadmapping',
      'product discovery',
      'product strategy',
      'user research',
      'product requirements',
    ],
    sub_dimensions: [
      sd(
        'Discovery and prioritisation',
        'Grounds decisions in user and business evidence and prioritises transparently with a clear rationale.',
      ),
      sd(
        'Delivery',
        'Writes clear requirements, works closely with engineering and design, and manages scope to ship.',
      ),
      sd('Outcomes', 'Defines success metrics up front, measures results and changes course based on what they show.'),
    ],
    topics: [
      q(
        'Tell me about a product decision you made with incomplete information.',
        'What evidence did you have, and what was missing?',
        'How did it turn out?',
      ),
      q('How do you decide what goes on the roadmap and what does not?', 'How do you say no to a senior stakeholder?'),
      q('Describe a feature that did not achieve its goal. What did you do next?', 'How did you measure it?'),
    ],
  },
  {
    id: 'sales',
    name: 'Sales',
    description: 'Finding, qualifying and closing business while building lasting customer relationships.',
    kind: 'technical',
    aliases: [
      'sales',
      'selling',
      'business development',
      'account executive',
      'account management',
      'prospecting',
      'lead generation',
      'b2b sales',
      'closing deals',
      'quota',
      'salesforce',
      'crm',
      'negotiation',
    ],
    sub_dimensions: [
      sd('Pipeline and prospecting', 'Builds and qualifies pipeline systematically and forecasts accurately.'),
      sd(
        'Discovery and value selling',
        'Runs discovery that uncovers real pain and ties the offer to measurable customer value.',
      ),
      sd(
        'Negotiation and closing',
        'Handles objections and negotiates terms while protecting value and the relationship.',
      ),
    ],
    topics: [
      q(
        'Walk me through a deal you closed, from first contact to signature.',
        'Who were the decision makers, and how did you reach them?',
        'What nearly derailed it?',
      ),
      q('Tell me about a deal you lost. What happened?', 'What would you do differently?'),
      q('How do you prepare for and run a discovery call?', 'How do you qualify a lead out?'),
    ],
  },
  {
    id: 'customer-support',
    name: 'Customer support',
    description: 'Resolving customer problems quickly and well, and turning what customers say into improvements.',
    kind: 'technical',
    aliases: [
      'customer support',
      'customer service',
      'customer success',
      'technical support',
      'help desk',
      'helpdesk',
      'service desk',
      'support tickets',
      'zendesk',
      'customer care',
    ],
    sub_dimensions: [
      sd(
        'Problem resolution',
        'Diagnoses issues methodically, resolves or escalates appropriately and follows up until the customer is unblocked.',
      ),
      sd(
        'Customer communication',
        'Communicates with empathy and clarity, manages expectations and de-escalates frustrated customers.',
      ),
      sd(
        'Process and feedback',
        'Documents solutions, meets service levels and feeds recurring problems back to the product team.',
      ),
    ],
    topics: [
      q(
        'Tell me about a difficult customer conversation and how you handled it.',
        'What did you say to de-escalate?',
        'How did it end?',
      ),
      q(
        'Walk me through how you handle a problem you cannot solve yourself.',
        'How do you keep the customer informed while you wait?',
      ),
      q('Describe a recurring customer problem you helped eliminate.', 'How did you convince others to act on it?'),
    ],
  },
  {
    id: 'accounting',
    name: 'Accounting',
    description: 'Recording, reconciling and reporting financial information accurately under GAAP or IFRS.',
    kind: 'technical',
    aliases: [
      'accounting',
      'accountant',
      'bookkeeping',
      'accounts payable',
      'accounts receivable',
      'gaap',
      'ifrs',
      'financial reporting',
      'financial statements',
      'reconciliation',
      'reconciliations',
      'general ledger',
      'month-end close',
      'cpa',
      'acca',
    ],
    sub_dimensions: [
      sd(
        'Technical accounting',
        'Applies GAAP or IFRS correctly to transactions (revenue recognition, accruals, depreciation) and explains the reasoning.',
      ),
      sd(
        'Close and reconciliation',
        'Runs an accurate, timely month-end close with reconciliations and clear documentation.',
      ),
      sd('Controls and accuracy', 'Maintains internal controls, spots anomalies and supports audits.'),
    ],
    topics: [
      q(
        'Walk me through how you run a month-end close.',
        'Where do errors usually creep in?',
        'How did you shorten it?',
      ),
      q(
        'Tell me about a reconciliation difference you investigated.',
        'How did you find the cause?',
        'What control did you add?',
      ),
      q(
        'How would you account for a multi-year contract paid up front?',
        'How does that show in the financial statements?',
      ),
    ],
  },
];
