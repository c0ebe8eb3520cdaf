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
        'Structured explanations',
        'Gives structured, concise answers, adapts the level of detail to the listener and checks understanding.',
      ),
      sd(
        'Active listening',
        'Answers the question actually asked, asks clarifying questions and reflects back what they heard.',
      ),
      sd(
        'Written updates',
        'Describes documents, updates or decisions they wrote that others could act on without a meeting.',
      ),
    ],
    topics: [
      q(
        'Tell me about a time you had to explain something complex to someone without your background.',
        'Which analogy or picture did you use?',
        'How did you know they understood?',
      ),
      q(
        'Describe a misunderstanding at work that caused a problem.',
        'What was said or written that caused it?',
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
        'Sharing context and credit',
        'Shares context, asks for and offers help and gives credit, naming concrete ways they made a team work better.',
      ),
      sd(
        'Handling disagreement',
        'Disagrees openly and respectfully, asks about the other side interests and commits once a decision is made.',
      ),
    ],
    topics: [
      q(
        'Tell me about a project where you worked closely with people from other disciplines.',
        'How did you divide the responsibilities between disciplines?',
        'What made the collaboration work or not?',
      ),
      q(
        'Describe a disagreement with a colleague about how to do something.',
        'How was the disagreement resolved?',
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
        'Takes responsibility for results including mistakes without blaming others and explains what they changed.',
      ),
      sd(
        'Initiative',
        'Spots problems or opportunities beyond their remit and acts on them after weighing the risk of stepping in.',
      ),
      sd(
        'Seeing work through',
        'Sees work through to a verified outcome, including unglamorous parts such as documentation and clean-up.',
      ),
    ],
    topics: [
      q(
        'Tell me about something you took ownership of that was not strictly your responsibility.',
        'Who owned the problem before you stepped in?',
        'How did you make sure the fix stayed in place?',
      ),
      q(
        'Describe a mistake of yours that affected others.',
        'How did you tell the people it affected?',
        'What did you change afterwards to prevent a repeat?',
      ),
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
        'Hypothesis testing',
        'Breaks the problem down, forms and tests hypotheses and uses evidence to narrow the options.',
      ),
      sd(
        'Pragmatic trade-offs',
        'Weighs trade-offs, picks a pragmatic solution and names the signal that would make them revisit it.',
      ),
    ],
    topics: [
      q(
        'Tell me about the hardest problem you solved in the last year.',
        'Which hypothesis did you test first?',
        'What evidence told you it was solved?',
      ),
      q(
        'Describe a time your first solution turned out to be wrong.',
        'What evidence told you it was wrong?',
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
        'Setting direction',
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
        'How did you deliver the feedback?',
        'What support or coaching did you offer?',
        'How did their performance change?',
      ),
      q(
        'Tell me about a difficult decision you made that not everyone supported.',
        'How did you communicate it to the people who disagreed?',
      ),
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
        'Stakeholder alignment',
        'Identifies the stakeholders and their interests early and builds agreement on goals and trade-offs.',
      ),
      sd(
        'Expectation management',
        'Reports progress, risks and bad news early and honestly and renegotiates scope or dates when needed.',
      ),
    ],
    topics: [
      q(
        'Tell me about a time stakeholders wanted conflicting things.',
        'How did you find out what each stakeholder needed?',
        'How was the final decision made?',
      ),
      q(
        'Describe delivering bad news to a stakeholder such as a delay or a cut in scope.',
        'How did they react?',
        'What did you offer them instead of the original plan?',
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
        'Learns something new quickly through chosen sources, practice and feedback and gives a concrete example.',
      ),
      sd('Adjusting to change', 'Keeps delivering when priorities or plans change and helps others adjust.'),
      sd(
        'Acting on feedback',
        'Asks for feedback, takes it without defensiveness and shows what they changed because of it.',
      ),
    ],
    topics: [
      q(
        'Tell me about something you had to learn quickly for a project or course.',
        'Which sources or practice helped you most?',
        'What would you do differently next time?',
      ),
      q(
        'Describe a piece of feedback that changed how you work.',
        'How did you act on it?',
        'Which habit did you change because of it?',
      ),
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
        'Adapts support to the person, asks questions rather than handing over answers and sets clear growth goals.',
      ),
      sd(
        'Growth of mentees',
        'Points to people who grew with their help and to knowledge they made available to the team.',
      ),
    ],
    topics: [
      q(
        'Tell me about someone you mentored who grew with your help.',
        'How did you adapt your approach to them?',
        'Which growth goals did you set together?',
      ),
      q(
        'How do you share knowledge across a team so it does not depend on one person?',
        'Which practice such as pairing or documentation worked best?',
        'Which practice did not work?',
      ),
    ],
  },
];
