/**
 * Personal traits and office basics that postings list without saying what the work is ("Communication, Organization,
 * Microsoft Office, Team player"). A recruiter learns nothing from them about what to interview for, so a posting that
 * names only these says too little (issue 31, C4). Words, not phrases: a phrase is a trait when every word of it is.
 * Safety is not among them: a trade's listed "Safety" is work to ask about.
 */
const TRAIT_WORDS = new Set(
  (
    'communication communicator communicate communications organization organisation organized organised ' +
    'organizational organisational teamwork team player collaboration collaborative multitasking multitask multi ' +
    'tasking positive attitude energy energetic friendly personality dependable dependability reliable reliability ' +
    'flexible flexibility punctual punctuality motivated motivation self starter hard working hardworking worker ' +
    'passion passionate enthusiasm enthusiastic detail oriented attention time management professionalism ' +
    'professional adaptability adaptable problem solving solver work ethic mindset interpersonal people ' +
    'microsoft office ms computer skill skills basic strong excellent good great and of to with a an the ' +
    // Office software and what a posting says of it: "Advanced Excel (pivot tables, XLOOKUP)", "Proficient in Word".
    'excel word outlook powerpoint spreadsheet spreadsheets google sheets docs workspace suite 365 pivot pivots table ' +
    'tables vlookup xlookup formulas advanced proficient proficiency in including'
  ).split(' '),
);

/** Whether a listed phrase names only traits or office basics ("Positive attitude", "Microsoft Office"). */
export function namesOnlyTraits(text: string): boolean {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return words.length > 0 && words.every((w) => TRAIT_WORDS.has(w));
}
