import { q, sd, type OntologyEntry } from './entry.js';

/** Behavioural competencies (soft skills), asked of every role. */
export const BEHAVIOURAL: readonly OntologyEntry[] = [
  {
    id: 'communication',
    name: 'Communication',
    description: 'Explaining ideas clearly, listening well and adapting to the audience, in speech and in writing.',
    kind: 'behavioural',
    aliases: [
      'communication',
      'communicator',
      'communication skills',
      'communicate clearly',
      'written communication',
      'verbal communication',
      'presentation skills',
    ],
    sub_dimensions: [
      sd(
        'Clarity',
        'Gives structured, concise answers, adapts the level of detail to the listener and checks understanding.',
      ),
      sd(
        'Listening',
        'Answers the question actually asked, asks clarifying questions and reflects back what they heard.',
      ),
      sd(
        'Written communication',
        'Describes documents, updates or decisions they wrote that others could act on without a meeting.',
      ),
    ],
    topics: [
      q(
        'Tell me about a time you had to explain something complex to someone without your background.',
        'How did you know they understood?',
        'What would you do differently?',
      ),
      q(
        'Describe a misunderstanding at work that caused a problem. What happened?',
        'How do you communicate now to avoid it?',
      ),
    ],
  },
  {
    id: 'collaboration',
    name: 'Collaboration',
    description: 'Working effectively with others, across disciplines, towards a shared goal.',
    kind: 'behavioural',
    aliases: [
      'collaboration',
      'collaborate',
      'collaborative',
      'teamwork',
      'team player',
      'cross-functional',
      'work closely with',
    ],
    sub_dimensions: [
      sd(
        'Working with others',
        'Shares context, asks for and offers help, and gives credit; describes concrete ways they made a team work better.',
      ),
      sd(
        'Handling disagreement',
        'Disagrees openly and respectfully, looks for the underlying interests and commits once a decision is made.',
      ),
    ],
    topics: [
      q(
        'Tell me about a project where you worked closely with people from other disciplines.',
        'What made the collaboration work, or not?',
      ),
      q(
        'Describe a disagreement with a colleague about how to do something. How was it resolved?',
        'What did you learn about the other point of view?',
      ),
    ],
  },
  {
    id: 'ownership',
    name: 'Ownership',
    description: 'Taking responsibility for outcomes, acting without being asked and following through.',
    kind: 'behavioural',
    aliases: [
      'ownership',
      'take ownership',
      'takes ownership',
      'accountability',
      'accountable',
      'self-starter',
      'self starter',
      'autonomy',
      'autonomous',
      'autonomously',
    ],
    sub_dimensions: [
      sd(
        'Accountability',
        'Takes responsibility for results, including mistakes, without blaming others, and explains what they changed.',
      ),
      sd('Initiative', 'Spots problems or opportunities beyond their remit and acts on them with good judgement.'),
      sd('Follow-through', 'Sees work through to a verified outcome, including the unglamorous parts.'),
    ],
    topics: [
      q(
        'Tell me about something you took ownership of that was not strictly your responsibility.',
        'Why did you step in?',
        'What was the outcome?',
      ),
      q('Describe a mistake of yours that affected others. What did you do?', 'What did you change afterwards?'),
    ],
  },
  {
    id: 'problem-solving',
    name: 'Problem solving',
    description: 'Framing problems well, reasoning from evidence and choosing pragmatic solutions.',
    kind: 'behavioural',
    aliases: [
      'problem solving',
      'problem solver',
      'analytical skills',
      'analytical thinking',
      'critical thinking',
      'troubleshooting',
      'debugging',
    ],
    sub_dimensions: [
      sd('Problem framing', 'Clarifies the real problem, constraints and success criteria before proposing solutions.'),
      sd(
        'Structured reasoning',
        'Breaks the problem down, forms and tests hypotheses and uses evidence to narrow the options.',
      ),
      sd('Judgement', 'Weighs trade-offs, chooses a pragmatic solution and knows when to revisit it.'),
    ],
    topics: [
      q(
        'Tell me about the hardest problem you solved in the last year. How did you approach it?',
        'What did you try first, and why?',
        'How did you know it was solved?',
      ),
      q(
        'Describe a time your first solution turned out to be wrong.',
        'What told you it was wrong?',
        'What did you do next?',
      ),
    ],
  },
  {
    id: 'leadership',
    name: 'Leadership',
    description: 'Setting direction, making decisions and growing a team that delivers.',
    kind: 'behavioural',
    aliases: [
      'leadership',
      'people management',
      'team leadership',
      'technical leadership',
      'lead a team',
      'leading a team',
      'lead teams',
      'leading teams',
      'manage a team',
      'managing a team',
      'line management',
      'team lead',
      'tech lead',
    ],
    sub_dimensions: [
      sd(
        'Direction and prioritisation',
        'Sets a clear direction, explains the why and makes priority calls the team understands and accepts.',
      ),
      sd(
        'Developing people',
        'Gives regular, specific feedback, delegates to stretch people and addresses underperformance promptly and fairly.',
      ),
      sd(
        'Decisions under uncertainty',
        'Makes timely decisions with incomplete information, explains them and revisits them when facts change.',
      ),
    ],
    topics: [
      q(
        'Tell me about a time you had to set direction for a team when the path was unclear.',
        'How did you get buy-in?',
        'What would you do differently?',
      ),
      q(
        'Describe how you handled a team member who was struggling.',
        'What feedback did you give, and how?',
        'What was the outcome?',
      ),
      q('Tell me about a difficult decision you made that not everyone agreed with.', 'How did you communicate it?'),
    ],
  },
  {
    id: 'stakeholder-management',
    name: 'Stakeholder management',
    description: 'Understanding what stakeholders need, aligning them and managing expectations.',
    kind: 'behavioural',
    aliases: [
      'stakeholder management',
      'stakeholder',
      'stakeholders',
      'managing expectations',
      'executive communication',
    ],
    sub_dimensions: [
      sd(
        'Alignment',
        'Identifies the stakeholders and their interests early and builds agreement on goals and trade-offs.',
      ),
      sd(
        'Expectation management',
        'Communicates progress, risks and bad news early and honestly, and renegotiates scope or dates when needed.',
      ),
    ],
    topics: [
      q(
        'Tell me about a time stakeholders wanted conflicting things. How did you handle it?',
        'How was the final decision made?',
      ),
      q(
        'Describe delivering bad news to a stakeholder, such as a delay or a cut in scope.',
        'How did they react, and what did you do?',
      ),
    ],
  },
  {
    id: 'adaptability',
    name: 'Adaptability and learning',
    description: 'Learning quickly, coping with change and growing from feedback.',
    kind: 'behavioural',
    aliases: [
      'adaptability',
      'adaptable',
      'eager to learn',
      'willingness to learn',
      'willing to learn',
      'learn quickly',
      'fast learner',
      'quick learner',
      'growth mindset',
      'curiosity',
      'learning agility',
      'changing priorities',
      'fast-paced',
    ],
    sub_dimensions: [
      sd(
        'Learning approach',
        'Describes a deliberate way of learning something new quickly (sources, practice, feedback) with a concrete example.',
      ),
      sd('Handling change', 'Stays effective when priorities or plans change and helps others adjust.'),
      sd('Using feedback', 'Seeks feedback, takes it without defensiveness and shows what they changed because of it.'),
    ],
    topics: [
      q(
        'Tell me about something you had to learn quickly for a project or course. How did you go about it?',
        'What would you do differently next time?',
      ),
      q('Describe a piece of feedback that changed how you work.', 'How did you act on it?'),
    ],
  },
  {
    id: 'mentoring',
    name: 'Mentoring',
    description: 'Helping others grow through coaching, feedback and sharing knowledge.',
    kind: 'behavioural',
    aliases: ['mentoring', 'mentor', 'mentorship', 'coaching', 'knowledge sharing'],
    sub_dimensions: [
      sd(
        'Coaching approach',
        'Adapts support to the person, asks questions rather than handing over answers, and sets clear growth goals.',
      ),
      sd(
        'Impact on others',
        'Can point to people who grew measurably with their help and to knowledge they made available to the team.',
      ),
    ],
    topics: [
      q(
        'Tell me about someone you mentored. How did you help them grow?',
        'How did you adapt your approach to them?',
        'How did you know it worked?',
      ),
      q(
        'How do you share knowledge across a team so it does not depend on one person?',
        'What has worked, and what has not?',
      ),
    ],
  },
];
