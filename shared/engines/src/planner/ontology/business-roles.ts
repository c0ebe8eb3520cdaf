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
        'Evidence-based prioritisation',
        'Grounds decisions in user and business evidence and prioritises in the open with a stated rationale.',
      ),
      sd(
        'Requirements and scope',
        'Writes requirements that engineering and design can build from and cuts scope to ship.',
      ),
      sd(
        'Success metrics',
        'Defines success metrics before launch, measures results and changes course based on what they show.',
      ),
    ],
    topics: [
      q(
        'Tell me about a product decision you made with incomplete information.',
        'Which user or market data was missing?',
        'How did it turn out?',
      ),
      q(
        'How do you decide what goes on the roadmap?',
        'How do you say no to a senior stakeholder?',
        'Which prioritisation framework do you use, if any?',
      ),
      q(
        'Describe a feature you shipped that did not achieve its goal.',
        'Which metric showed it missed the goal?',
        'What did you do next?',
      ),
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
    ],
    evidence_only: ['Salesforce', 'CRM', 'negotiation'],
    sub_dimensions: [
      sd(
        'Pipeline and prospecting',
        'Builds pipeline through prospecting, qualifies leads against stated criteria and forecasts deals with numbers they can defend.',
      ),
      sd(
        'Discovery and value selling',
        'Runs discovery that uncovers the buyer pain and ties the offer to measurable customer value.',
      ),
      sd(
        'Negotiation and closing',
        'Answers objections and negotiates terms while protecting price and the relationship.',
      ),
    ],
    topics: [
      q(
        'Walk me through a deal you closed from first contact to signature.',
        'How did you reach the decision makers?',
        'What nearly derailed the deal?',
      ),
      q(
        'Tell me about a deal you lost that you expected to win.',
        'At which stage of the pipeline did it slip away?',
        'What would you do differently?',
      ),
      q(
        'How do you prepare for a discovery call with a new prospect?',
        'Which questions do you ask to uncover the buyer pain?',
        'How do you qualify a lead out?',
      ),
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
        'Diagnoses issues methodically, resolves or escalates them and follows up until the customer is unblocked.',
      ),
      sd(
        'De-escalation and expectations',
        'Acknowledges frustration, sets expectations on timing and calms upset customers with plain explanations.',
      ),
      sd(
        'Knowledge base and feedback',
        'Documents solutions, meets service levels and feeds recurring problems back to the product team.',
      ),
    ],
    topics: [
      q(
        'Tell me about a difficult customer conversation you handled.',
        'What did you say to de-escalate?',
        'How did it end?',
      ),
      q(
        'Walk me through what you do with a problem you cannot solve yourself.',
        'How do you keep the customer informed while you wait?',
        'When do you escalate to engineering?',
      ),
      q(
        'Describe a recurring customer problem you helped eliminate at its source.',
        'How did you convince the product team to act on it?',
        'How did ticket volume change afterwards?',
      ),
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
        'Applies GAAP or IFRS to transactions such as revenue recognition, accruals and depreciation and explains the reasoning.',
      ),
      sd(
        'Close and reconciliation',
        'Runs the month-end close on schedule, reconciles accounts and documents each adjustment.',
      ),
      sd(
        'Internal controls and audit',
        'Maintains internal controls, investigates anomalies and prepares support for auditors.',
      ),
    ],
    topics: [
      q(
        'Walk me through how you run a month-end close.',
        'Where do errors usually creep in?',
        'How did you shorten the close?',
      ),
      q(
        'Tell me about a reconciliation difference you investigated until you found the cause.',
        'Which accounts or entries were involved?',
        'What control did you add?',
      ),
      q(
        'How would you account for a multi-year contract paid up front?',
        'How does that show in the financial statements?',
        'When is the revenue recognised?',
      ),
    ],
  },
];
