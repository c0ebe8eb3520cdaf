import { expect } from 'chai';
import { headProbability } from '../../shared/engines/src/scoring/index.js';
import { fitLogistic, type Labelled } from '../../eval/assessment/logistic.js';

/** A unit vector at `degrees` from the first axis, in two dimensions. */
const at = (degrees: number): Float32Array => {
  const r = (degrees * Math.PI) / 180;
  return Float32Array.from([Math.cos(r), Math.sin(r)]);
};

describe('eval:assessment setting head: logistic regression', () => {
  // Three positives near the first axis, nine negatives near the second: imbalanced, as off-topic stories are.
  const train: Labelled[] = [
    ...[0, 8, 16].map((d) => ({ x: at(d), positive: true })),
    ...[74, 76, 78, 80, 82, 84, 86, 88, 90].map((d) => ({ x: at(d), positive: false })),
  ];

  it('separates the classes it was fitted on', () => {
    const head = fitLogistic(train);
    for (const e of train) expect(headProbability(head, e.x) >= 0.5, `${e.x.join(',')}`).to.equal(e.positive);
  });

  it('weighs each class as half of the loss, so the boundary sits between them whatever their sizes', () => {
    const head = fitLogistic(train);
    // Midway between the classes' inner edges (16° and 74°); unweighted, nine negatives would pull it their way.
    expect(headProbability(head, at(45))).to.be.closeTo(0.5, 0.05);
    const unbalanced = fitLogistic([...train, ...train.filter((e) => !e.positive)]);
    expect(headProbability(unbalanced, at(45))).to.be.closeTo(0.5, 0.05);
  });

  it('is deterministic: the same data gives the same head', () => {
    const [a, b] = [fitLogistic(train), fitLogistic(train)];
    expect(Array.from(a.weights)).to.deep.equal(Array.from(b.weights));
    expect(a.bias).to.equal(b.bias);
  });
});
