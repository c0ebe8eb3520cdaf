/** The shape of an ontology entry: a competency with its aliases, sub-dimensions (rubrics) and topics. */

export interface OntologySubDimension {
  name: string;
  /** What a strong answer shows. */
  rubric: string;
}

export interface OntologyTopic {
  prompt: string;
  follow_ups: string[];
}

export interface OntologyEntry {
  id: string;
  name: string;
  description: string;
  kind: 'technical' | 'behavioural';
  /** Keywords and phrases, matched case-insensitively on word boundaries (a space also matches a hyphen). */
  aliases: string[];
  /**
   * Names that are also ordinary English words (Go, React, REST, Swift, Node): in free text they match only as
   * written (case-sensitive), never joined by a hyphen ("go-to"), and never before a word in `not_before` ("Go above").
   * As an explicit skill name or revision target they match case-insensitively.
   */
  strict_aliases?: string[];
  /**
   * Tools and skills that other work shares (Salesforce, Excel, negotiation): in an answer they are evidence of the
   * competency, matched as written like strict aliases; in a posting they never plan it (a clerk's "Excel" asks for no
   * data analysis, a claims adjuster's "Negotiation" for no sales).
   */
  evidence_only?: string[];
  not_before?: string[];
  sub_dimensions: OntologySubDimension[];
  topics: OntologyTopic[];
}

/** Builders that keep the data files short: a sub-dimension, a topic with its follow-ups. */
export const sd = (name: string, rubric: string): OntologySubDimension => ({ name, rubric });
export const q = (prompt: string, ...follow_ups: string[]): OntologyTopic => ({ prompt, follow_ups });
