import type { FamilySpec } from './family.js';

const deteriPrompt = 'Tell me about a time you noticed a patient deteriorating. What did you do?';
const handoverPrompt = "Describe a time you had to communicate difficult news or information to a patient's family.";
const deteriStory =
  'On a night shift an elderly post-op patient of mine became confused and her breathing rate went up to 28. I did a full set of observations, her NEWS score was 7, so I called the outreach team and started oxygen as prescribed. She was diagnosed with early sepsis, got antibiotics within the hour and was back on the ward stable two days later.';

export const nursing: FamilySpec = {
  family: 'nursing',
  topics: {
    deteri: {
      competency: {
        id: 'clinical-assessment',
        name: 'Clinical assessment',
        description: 'Recognises and escalates a deteriorating patient using observations and early warning scores.',
      },
      topic: { id: 'clinical-deteriorating', prompt: deteriPrompt, follow_ups: ['Who did you escalate to?'] },
    },
    family: {
      competency: {
        id: 'communication',
        name: 'Communication',
        description: 'Talks with patients and families clearly and kindly, including about difficult news.',
      },
      topic: { id: 'communication-family', prompt: handoverPrompt, follow_ups: ['How did the family respond?'] },
    },
  },
  rows: [
    [
      'deteri',
      'general',
      'I always keep a close eye on my patients and escalate early, that is just good practice.',
      'probe_specific',
    ],
    [
      'family',
      'general',
      'Families can be difficult, but I am very patient and I explain everything in simple words.',
      'probe_specific',
    ],
    ['deteri', 'general', 'Yes, quite often on a surgical ward.', 'probe_specific'],
    [
      'family',
      'general',
      'I normally find a quiet room, sit down with them and let them ask questions.',
      'probe_specific',
      {
        earlier: [{ question: handoverPrompt, answer: 'I do that regularly, it is part of the job.' }],
        question: 'Could you tell me about one family in particular?',
        probes: 1,
      },
    ],
    [
      'deteri',
      'we',
      'We had a man on the ward whose blood pressure dropped suddenly after surgery. We called the doctor, we gave fluids and he was stable by the morning.',
      'probe_own_part',
    ],
    [
      'family',
      'we',
      'On our unit we had to tell a family that their mother would go to palliative care. The team met them together and we explained the plan, and they were grateful.',
      'probe_own_part',
    ],
    [
      'deteri',
      'we',
      'We noticed a child on the ward was getting more and more drowsy, so we did a blood sugar and we called the paediatric registrar.',
      'probe_own_part',
    ],
    [
      'family',
      'we',
      'We had a son who was very angry that his father fell on the ward, so we arranged a meeting with him and the ward manager.',
      'probe_own_part',
    ],
    [
      'deteri',
      'no_outcome',
      "One afternoon I saw that my patient's urine output had dropped to almost nothing over four hours. I checked the catheter, recorded a full set of observations, and bleeped the doctor on call.",
      'probe_outcome',
    ],
    [
      'family',
      'no_outcome',
      'A daughter wanted to know why her mother was not being operated on. I asked the consultant to join me, I explained in plain words why surgery was too risky, and I gave her time to ask questions.',
      'probe_outcome',
    ],
    [
      'deteri',
      'no_outcome',
      'I had a patient with a new irregular pulse and chest pain. I did an ECG straight away and took it to the cardiology nurse.',
      'probe_outcome',
    ],
    [
      'deteri',
      'off_topic',
      'The staffing on my ward is really bad at the moment, we are always two nurses short.',
      'redirect',
    ],
    [
      'family',
      'off_topic',
      "I am also thinking about doing a master's in public health, do you support that here?",
      'redirect',
    ],
    [
      'family',
      'off_topic',
      'My own grandmother was in hospital last year and the food was awful, honestly, and the parking cost a fortune.',
      'redirect',
    ],
    [
      'deteri',
      'no_experience',
      'I am newly qualified, so I have not had a deteriorating patient of my own yet.',
      'alternative_angle',
    ],
    [
      'family',
      'no_experience',
      'I have not had to do that myself, the doctors always talk to the families about bad news on my ward.',
      'alternative_angle',
    ],
    [
      'deteri',
      'no_experience',
      'No, I have not, not on placement either.',
      'next_topic',
      {
        earlier: [{ question: deteriPrompt, answer: 'I have never had that happen, I am just qualified.' }],
        question: 'What about on placement or in simulation training? Or how would you approach it?',
        probes: 1,
      },
    ],
    [
      'family',
      'repeated',
      'Same patient as before, the lady with sepsis. I phoned her son at night and told him she had been moved, and he came in.',
      'different_example',
      { earlier: [{ question: deteriPrompt, answer: deteriStory }] },
    ],
    [
      'family',
      'repeated',
      'I would say the night shift with the post-op patient again.',
      'different_example',
      { earlier: [{ question: deteriPrompt, answer: deteriStory }] },
    ],
    [
      'deteri',
      'repeated',
      'That was the mother going to palliative care I already told you about, she was declining so I spoke to the daughter and they agreed the plan.',
      'different_example',
      {
        earlier: [
          {
            question: handoverPrompt,
            answer:
              'I had to tell a daughter that her mother would move to palliative care. I booked a quiet room, went through it step by step with her, and she said afterwards she felt prepared. She stayed with her mother that week.',
          },
        ],
      },
    ],
    ['deteri', 'complete', deteriStory, 'next_topic'],
    [
      'family',
      'complete',
      "A patient's wife arrived to find he had been moved to intensive care and nobody had phoned her. I took her to the relatives' room, apologised, explained what had happened in plain words, and called the ICU nurse to come and meet her. She calmed down, thanked me, and later withdrew the complaint she had started.",
      'next_topic',
    ],
    [
      'family',
      'complete',
      'I chaired the meeting with the son myself: I went through the falls record with him, admitted the bed alarm had not been switched on, and told him what we had changed. He accepted it and his dad finished his stay without another fall.',
      'next_topic',
      {
        earlier: [
          {
            question: handoverPrompt,
            answer: 'We had a son who was very angry that his father fell, so we arranged a meeting with him.',
          },
        ],
        question: 'What was your part in that meeting?',
        probes: 1,
      },
    ],
    [
      'deteri',
      'complete',
      'The doctor came within ten minutes. Bloods showed an acute kidney injury, we started IV fluids and stopped his nephrotoxic drugs, and his output was back to normal the next day.',
      'next_topic',
      {
        earlier: [
          {
            question: deteriPrompt,
            answer:
              "I saw that my patient's urine output dropped to almost nothing. I checked the catheter, did his observations and bleeped the doctor.",
          },
        ],
        question: 'What happened after that?',
        probes: 1,
      },
    ],
    ['deteri', 'clarification', 'Sorry, could you repeat that please?', 'rephrase'],
    [
      'family',
      'clarification',
      'What do you mean by difficult information? Like a diagnosis, or a complaint?',
      'explain',
    ],
    ['family', 'clarification', 'I would rather come back to this one later if that is alright.', 'defer'],
    [
      'family',
      'general',
      'I just try to be kind and honest, that is how I do it.',
      'next_topic',
      {
        earlier: [
          { question: handoverPrompt, answer: 'I talk to families every shift.' },
          {
            question: 'Could you tell me about one conversation in particular?',
            answer: 'They are all different really.',
          },
        ],
        question: 'Pick any one: who was it and what did you need to tell them?',
        probes: 2,
      },
    ],
    [
      'deteri',
      'we',
      'We gave him fluids and called the team.',
      'next_topic',
      {
        earlier: [
          { question: deteriPrompt, answer: 'We had a man whose blood pressure dropped after surgery.' },
          { question: 'What did you notice first?', answer: 'We saw it on the monitor during the evening round.' },
        ],
        question: 'What did you yourself do at that point?',
        probes: 2,
      },
    ],
  ],
};
