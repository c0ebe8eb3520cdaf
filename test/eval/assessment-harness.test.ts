import { expect } from 'chai';
import {
  ADVERSARIAL_STYLES,
  EVIDENCE_STYLES,
  isAdversarial,
  OTHER_JOB,
  type AssessmentCase,
} from '../../eval/assessment/case.js';
import { loadCases, loadFamilies, loadInterviews } from '../../eval/assessment/data.js';
import { caseTranscript, credited } from '../../eval/assessment/engine.js';
import { counts, splitFigures, type CaseResult } from '../../eval/assessment/figures.js';
import type { AssessmentPayload } from '@irs/engines/scoring';
import { percentWithInterval, wilson } from '../../eval/support/report.js';

describe('eval:assessment harness', () => {
  describe('figures', () => {
    const result = (style: CaseResult['style'], expected: string[], got: string[]): CaseResult => ({
      id: `${style}-${expected.join('+')}-${got.join('+')}`,
      family: style === 'plain_words' ? 'sales' : 'nursing',
      style,
      asked: style === 'short' ? null : 'a',
      expected,
      credited: got,
      expected_sub_dimensions: [],
      credited_sub_dimensions: [],
    });
    const results = [
      result('rubric_words', ['a'], ['a']),
      result('rubric_words', ['b'], ['b']),
      result('plain_words', ['a'], []),
      result('plain_words', ['b'], ['b', 'c']),
      result('non_native', ['a'], ['a']),
      result('two_competencies', ['a', 'b'], ['a']),
      result('short', ['c'], ['c']),
      result('stuffing', [], ['a']),
      result('echo', [], []),
      result('injection', [], []),
      result('vague_claim', [], []),
    ];

    it('pools true and false credits over every (answer, competency) label', () => {
      // credited 8, of which 6 labelled; labelled 8, of which 6 credited
      expect(counts(results)).to.deep.equal({ tp: 6, fp: 2, fn: 2, precision: 0.75, recall: 0.75, f1: 0.75 });
    });

    it('reads false credit, fairness and the opener split as the README defines them', () => {
      const f = splitFigures(results);
      expect(f.false_credit).to.deep.equal({ n: 1, of: 4, rate: 0.25 });
      // plain + non-native recall 2/3 over rubric-words recall 2/2
      expect(f.fairness_ratio).to.equal(0.667);
      expect(f.by_question.opener.recall).to.equal(1);
      expect(f.by_style.plain_words).to.include({ tp: 1, fp: 1, fn: 1 });
      expect(Object.keys(f.by_family)).to.deep.equal(['nursing', 'sales']);
    });
    it('reads wrong credit over stories about other work and stories told under another competency’s question', () => {
      // Asked about a: a story about b crediting b is right, one crediting b and c (or a) is wrong; a story from another
      // job credits only what it shows.
      const f = splitFigures([
        result('plain_words', ['b'], ['b']),
        result('plain_words', ['b'], ['a', 'b']),
        result(OTHER_JOB, [], ['a']),
        result(OTHER_JOB, ['c'], ['c']),
        result('plain_words', ['a'], ['a']),
      ]);
      expect(f.wrong_credit).to.deep.equal({ n: 2, of: 4, rate: 0.5 });
    });

    it('reads score parity as the mean labelled score of plain and non-native answers over rubric-words ones', () => {
      const scored = (style: CaseResult['style'], score: number): CaseResult => ({
        ...result(style, ['a'], ['a']),
        scores: { a: score },
      });
      const f = splitFigures([scored('rubric_words', 0.8), scored('plain_words', 0.2), scored('non_native', 0.4)]);
      expect(f.score_parity).to.equal(0.375);
      expect(splitFigures(results).score_parity, 'reports without scores').to.equal(null);
    });
  });

  describe('intervals', () => {
    it('gives the Wilson score interval of a share (reference values: 0/10 and 1/10, Newcombe 1998)', () => {
      expect(wilson(0, 10)).to.deep.equal([0, 0.278]);
      expect(wilson(1, 10)).to.deep.equal([0.018, 0.404]);
      expect(wilson(0, 0)).to.equal(null);
      expect(percentWithInterval(1, 10)).to.equal('10 % (1/10; 1.8–40.4 %)');
    });
  });

  describe('transcript and credit', () => {
    const family = loadFamilies()[0]!;
    const competency = family.plan.competencies[0]!;
    const base: AssessmentCase = {
      id: 'x-1',
      family: family.family,
      style: 'plain_words',
      asked: competency.id,
      question: competency.question_topics[0]!.prompt,
      answer: 'An answer.',
      evidences: [competency.id],
      sub_dimensions: [],
    };

    it('puts the answer after the question it replies to, or after the opener', () => {
      const asked = caseTranscript(base, family);
      expect(asked.map((u) => u.kind)).to.deep.equal(['greeting', 'question', 'answer']);
      expect(asked[2]).to.include({ competency_id: competency.id, text: 'An answer.' });
      const opener = caseTranscript({ ...base, asked: null, question: family.opener }, family);
      expect(opener.map((u) => u.kind)).to.deep.equal(['greeting', 'answer']);
      expect(opener[0]!.text).to.contain(family.opener);
      expect(opener[1]!.competency_id).to.equal(null);
      expect(opener[1]!.id).to.equal(asked[2]!.id);
    });

    it('credits the competencies whose signals quote the answer, not other turns', () => {
      const answerId = caseTranscript(base, family).at(-1)!.id;
      const trace = (competency_id: string, sub: string, utterance_id: string) => ({
        competency_id,
        sub_dimension_id: sub,
        refs: [{ utterance_id }],
      });
      const payload = {
        traces: [trace('b', 's1', answerId), trace('a', 's2', 'u-0001'), trace('b', 's2', answerId)],
      } as unknown as AssessmentPayload;
      expect(
        credited({ ...payload, competencies: [{ competency_id: 'b', score: 0.4 }] } as AssessmentPayload),
      ).to.deep.equal({ competencies: ['b'], sub_dimensions: ['b/s1', 'b/s2'], scores: { b: 0.4 } });
    });
  });

  describe('the data', () => {
    const train = loadCases('train');
    const heldout = loadCases('heldout');
    const fresh = loadCases('fresh');
    const third = loadCases('third');
    const fourth = loadCases('fourth');
    const fifth = loadCases('fifth');
    // The third and fourth batches joined train after their one look; their files keep the record of that look.
    const sixth = loadCases('sixth');
    const all = [...train, ...heldout, ...fresh, ...fifth];
    // The five families of the first batches; the sixth batch adds three with answers of their own.
    const families = loadFamilies().filter((f) => heldout.some((c) => c.family === f.family));

    it('holds at least 400 answers on at least 12 competencies of at least 4 families, a held-out third', () => {
      expect(all.length).to.be.at.least(400);
      expect(families.length).to.be.at.least(4);
      expect(families.flatMap((f) => f.plan.competencies).length).to.be.at.least(12);
      // A third of the authored answers; the train-only answers written later (ids with an x, and the third, fourth and
      // sixth, seventh and eighth batches', with a g, an h, an s, a t and a u) come on top.
      const later = (c: { id: string }) => /-[xghstu]\d+$/.test(c.id);
      const authored = [...train, ...heldout].filter((c) => !later(c));
      expect(train.filter(later).length).to.equal(train.length + heldout.length - authored.length);
      expect(heldout.length / authored.length).to.be.within(0.3, 0.37);
      expect(new Set(all.map((c) => c.id)).size).to.equal(all.length);
    });

    it('holds a fresh held-out batch (ids with an f) in every family and style, in no other split', () => {
      expect(fresh.length).to.be.at.least(60);
      expect(fresh.every((c) => /-f\d+$/.test(c.id))).to.equal(true);
      expect([...train, ...heldout].some((c) => /-f\d+$/.test(c.id))).to.equal(false);
      expect(new Set(fresh.map((c) => c.family))).to.deep.equal(new Set(families.map((f) => f.family)));
      expect([...new Set(fresh.map((c) => c.style))].sort()).to.deep.equal(
        [...EVIDENCE_STYLES, ...ADVERSARIAL_STYLES].sort(),
      );
    });

    for (const [name, batch, mark] of [
      ['third', third, 'g'],
      ['fourth', fourth, 'h'],
      ['fifth', fifth, 'i'],
    ] as const) {
      it(`holds a ${name} held-out batch (ids with a ${mark}) in every family, mostly plain words and off-topic stories`, () => {
        const marked = (c: { id: string }) => new RegExp(`-${mark}\\d+$`).test(c.id);
        expect(batch.length).to.be.at.least(50);
        expect(batch.every(marked)).to.equal(true);
        expect(new Set(batch.map((c) => c.family))).to.deep.equal(new Set(families.map((f) => f.family)));
        const count = (style: string) => batch.filter((c) => c.style === style).length;
        expect(count('plain_words')).to.be.at.least(25);
        expect(count('off_topic')).to.be.at.least(10);
        // The fairness ratio needs rubric-word and non-native answers beside the plain ones.
        expect(count('rubric_words')).to.be.at.least(5);
        expect(count('non_native')).to.be.at.least(5);
        expect(batch.filter((c) => c.asked === null && c.evidences.length).length).to.be.at.least(10);
      });
    }

    it('keeps the fifth batch out of every other split, and the third and fourth in train only after their look', () => {
      const ids = (list: readonly { id: string }[]) => new Set(list.map((c) => c.id));
      expect([...train, ...heldout, ...fresh].some((c) => /-i\d+$/.test(c.id))).to.equal(false);
      expect([...heldout, ...fresh, ...fifth].some((c) => /-[gh]\d+$/.test(c.id))).to.equal(false);
      expect([...ids(third), ...ids(fourth)].every((id) => ids(train).has(id))).to.equal(true);
    });

    it('holds a sixth held-out batch (ids with an s) over eight families: stories from other jobs and from other questions', () => {
      expect(sixth.length).to.equal(160);
      expect(sixth.every((c) => /-s\d+$/.test(c.id))).to.equal(true);
      // After its one look it joined train, and no held-out split.
      const inTrain = new Set(train.map((c) => c.id));
      expect(sixth.every((c) => inTrain.has(c.id))).to.equal(true);
      expect([...heldout, ...fresh, ...fifth].some((c) => /-s\d+$/.test(c.id))).to.equal(false);
      const eight = new Set(sixth.map((c) => c.family));
      expect(eight.size).to.equal(8);
      expect(loadFamilies().map((f) => f.family)).to.include.members([...eight]);
      expect(sixth.filter((c) => c.style === OTHER_JOB).length).to.be.at.least(20);
      const underAnother = sixth.filter(
        (c) => c.asked !== null && c.evidences.length && !c.evidences.includes(c.asked),
      );
      expect(underAnother.length).to.be.at.least(16);
      for (const a of sixth) if (isAdversarial(a.style)) expect(a.evidences, a.id).to.deep.equal([]);
    });

    it('holds a seventh batch (ids with a t) over the eight families, in train after its one look', () => {
      const seventh = loadCases('seventh');
      expect(seventh.length).to.equal(112);
      expect(seventh.every((c) => /-t\d+$/.test(c.id))).to.equal(true);
      const inTrain = new Set(train.map((c) => c.id));
      expect(seventh.every((c) => inTrain.has(c.id))).to.equal(true);
      expect([...heldout, ...fresh, ...fifth].some((c) => /-t\d+$/.test(c.id))).to.equal(false);
      expect(new Set(seventh.map((c) => c.family)).size).to.equal(8);
      expect(seventh.filter((c) => c.style === OTHER_JOB).length).to.equal(32);
    });

    it('holds an eighth batch (ids with a u) over the eight families, in train after its one look', () => {
      const eighth = loadCases('eighth');
      expect(eighth.length).to.equal(112);
      expect(eighth.every((c) => /-u\d+$/.test(c.id))).to.equal(true);
      const inTrain = new Set(train.map((c) => c.id));
      expect(eighth.every((c) => inTrain.has(c.id))).to.equal(true);
      expect([...heldout, ...fresh, ...fifth].some((c) => /-u\d+$/.test(c.id))).to.equal(false);
      expect(new Set(eighth.map((c) => c.family)).size).to.equal(8);
    });

    it('holds a ninth held-out batch (ids with a v) over the eight families, in no other split', () => {
      const ninth = loadCases('ninth');
      expect(ninth.length).to.equal(112);
      expect(ninth.every((c) => /-v\d+$/.test(c.id))).to.equal(true);
      expect([...train, ...heldout, ...fresh, ...fifth].some((c) => /-v\d+$/.test(c.id))).to.equal(false);
      expect(new Set(ninth.map((c) => c.family)).size).to.equal(8);
      for (const a of ninth) if (isAdversarial(a.style)) expect(a.evidences, a.id).to.deep.equal([]);
    });

    it('gives every competency answers in every evidence style, and every adversarial style in every family', () => {
      for (const f of families) {
        for (const c of f.plan.competencies) {
          const styles = new Set(all.filter((a) => a.evidences.includes(c.id)).map((a) => a.style));
          expect([...styles].sort(), `${f.family}/${c.id}`).to.include.members([...EVIDENCE_STYLES]);
        }
        const adversarial = new Set(
          all.filter((a) => a.family === f.family && isAdversarial(a.style)).map((a) => a.style),
        );
        expect([...adversarial].sort(), f.family).to.deep.equal([...ADVERSARIAL_STYLES].sort());
      }
    });

    it('labels adversarial answers as evidencing nothing and evidence answers as evidencing something', () => {
      // A story from another job earns only what its work shows, which may be nothing.
      for (const a of all.filter((c) => c.style !== OTHER_JOB))
        expect(a.evidences.length > 0, a.id).to.equal(!isAdversarial(a.style));
    });

    it('has at least 10 whole interviews whose expected gaps are competencies of their plan', () => {
      const interviews = loadInterviews();
      expect(interviews.length).to.be.at.least(10);
      for (const i of interviews) {
        const ids = families.find((f) => f.family === i.family)!.plan.competencies.map((c) => c.id);
        expect(ids, i.id).to.include.members(i.expected.gap_competencies);
      }
    });
  });
});
