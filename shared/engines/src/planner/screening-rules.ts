/**
 * What makes a requirement a screening fact rather than work to interview for, as data: each rule names its kind, its
 * cues (lemma sequences, as the text layer reads them) and whether it touches a protected trait. The first rule whose
 * cue occurs in a requirement decides, so protected rules come first: "a drug test" is protected before it is legal.
 */
export const SCREENING_KINDS = [
  'licence',
  'certification',
  'experience',
  'education',
  'legal',
  'physical',
  'availability',
  'other',
] as const;
export type ScreeningKind = (typeof SCREENING_KINDS)[number];

export interface ScreeningRule {
  id: string;
  kind: ScreeningKind;
  /** A protected trait: listed for the employer's own process, never asked by the interviewer. */
  protected: boolean;
  /** Lemma sequences, any of which marks the rule ("background check" is two lemmas in a row). */
  cues: string[];
  /** The cue counts only beside a number ("21 or older", "18 years of age"). */
  withNumber?: boolean;
  /**
   * The cue counts even beside a verb of work: "able to lift 50 lbs" is a physical requirement whatever else the line
   * says. Every other rule yields to a duty's verb: "available for night shifts" is availability, "led a team on a
   * warehouse shift" leadership, "advises students on degree requirements" advising.
   */
  besideWork?: boolean;
}

/** Verbs of a requirement itself ("must hold", "pass a check", "willing to work weekends"), not of a duty. */
export const REQUIREMENT_VERBS = new Set([
  'be',
  'have',
  'hold',
  'possess',
  'pass',
  'obtain',
  'complete',
  'undergo',
  'need',
  'require',
  'prefer',
  'include',
  'work',
  'travel',
  'relocate',
  'live',
  'rotate',
  'authorize',
  'authorise',
  'certify',
  'license',
  'relate',
]);

export const SCREENING_RULES: readonly ScreeningRule[] = [
  {
    id: 'drug-test',
    kind: 'legal',
    protected: true,
    cues: ['drug test', 'drug screen', 'drug screening', 'drug testing', 'alcohol test', 'drug-free', 'drug free'],
  },
  {
    id: 'age',
    kind: 'legal',
    protected: true,
    besideWork: true,
    cues: ['or older', 'or old', 'or over', 'year of age', 'years of age', 'minimum age', 'of age or'],
    withNumber: true,
  },
  {
    id: 'health',
    kind: 'physical',
    protected: true,
    cues: [
      'medical exam',
      'medical examination',
      'medical clearance',
      'medical condition',
      'health screening',
      'health condition',
      'physical exam',
      'physical examination',
      'immunization',
      'vaccination',
      'vaccine',
      'tb test',
      'tuberculosis',
      'disability',
      'pregnancy',
      'vision test',
      'hearing test',
      'dot physical',
    ],
  },
  {
    id: 'body',
    kind: 'physical',
    protected: true,
    besideWork: true,
    cues: [
      'lift',
      'lb',
      'lbs',
      'pound',
      'stand for',
      'walk for',
      'able to stand',
      'able to walk',
      'able to climb',
      'able to carry',
      'able to bend',
      'climb ladder',
      'kneel',
      'crouch',
      'physically able',
      'physical demand',
    ],
  },
  {
    id: 'citizenship',
    kind: 'legal',
    protected: true,
    cues: ['citizen', 'citizenship', 'nationality', 'national origin', 'u.s. person', 'us person'],
  },
  { id: 'licence', kind: 'licence', protected: false, cues: ['license', 'licence', 'cdl', 'driving record'] },
  {
    id: 'certification',
    kind: 'certification',
    protected: false,
    cues: [
      'certification',
      'certificate',
      'certify',
      'certified',
      'bls',
      'acls',
      'pals',
      'cpr',
      'first aid',
      'servsafe',
      'handler card',
      'credential',
      'osha 10',
      'osha 30',
      'pmp',
      'cpa',
      'cams',
      'cissp',
    ],
  },
  {
    id: 'education',
    kind: 'education',
    protected: false,
    cues: ['degree', 'bachelor', 'master', 'diploma', 'ged', 'phd', 'mba', 'bsn', 'msn', 'doctorate', 'graduate'],
  },
  {
    id: 'work-rights',
    kind: 'legal',
    protected: false,
    cues: [
      'authorize to work',
      'authorise to work',
      'authorized to work',
      'authorised to work',
      'work authorization',
      'work authorisation',
      'eligible to work',
      'right to work',
      'sponsorship',
      'visa',
      'background check',
      'background screening',
      'credit check',
      'fingerprint',
      'fingerprinting',
      'criminal record',
      'security clearance',
      'clearance',
    ],
  },
  {
    id: 'schedule',
    kind: 'availability',
    protected: false,
    cues: [
      'weekend',
      'night',
      'evening',
      'holiday',
      'overnight',
      'shift',
      'on-call',
      'on call',
      'travel',
      'overtime',
      'availability',
      'available',
      'relocate',
      'relocation',
      'after hour',
      'after hours',
      'call out',
      'monday',
      'weekday',
      'onsite',
      'on site',
      'hybrid',
      'live within',
      'commute',
    ],
  },
  { id: 'language', kind: 'other', protected: false, cues: ['bilingual', 'fluent', 'fluency'] },
];

/** The rule of years of experience, found by its shape (a number, then "year") rather than by a cue. */
export const EXPERIENCE_RULE: ScreeningRule = { id: 'years', kind: 'experience', protected: false, cues: [] };

/**
 * Words a requirement opens or closes with that say how much it matters, not what it is: dropped from the plain
 * wording ("Must have a valid CDL" is "CDL"; "Bachelor's degree preferred" is "Bachelor's degree").
 */
export const OPENERS = new Set([
  'must',
  'have',
  'has',
  'be',
  'hold',
  'possess',
  'required',
  'requires',
  'require',
  'requirement',
  'requirements',
  'minimum',
  'min',
  'min.',
  'a',
  'an',
  'valid',
  'current',
  'active',
  'ability',
  'able',
  'to',
  'should',
  'will',
  'need',
  'needs',
  'candidate',
  'candidates',
  'applicant',
  'applicants',
  'pass',
  'successfully',
  'complete',
  'willing',
  'willingness',
  'preferred',
  'desired',
  'ideally',
  'preferably',
  'strongly',
  'must-have',
]);
export const CLOSERS = new Set([
  'required',
  'preferred',
  'desired',
  'a',
  'plus',
  'is',
  'mandatory',
  'essential',
  'strongly',
]);

/**
 * Protected traits named in a recruiter's own words ("ask about her age", "check their religion"): a revision comment
 * about one of these alone is noted and never becomes a question.
 */
export const PROTECTED_TOPICS = new Set([
  'age',
  'old',
  'birth',
  'health',
  'medical',
  'illness',
  'injury',
  'disability',
  'medication',
  'drug',
  'alcohol',
  'pregnancy',
  'pregnant',
  'religion',
  'religious',
  'church',
  'nationality',
  'citizenship',
  'citizen',
  'race',
  'ethnicity',
  'gender',
  'sexual',
  'orientation',
  'married',
  'marital',
  'spouse',
  'child',
  'childcare',
  'family',
  'weight',
  'height',
]);
