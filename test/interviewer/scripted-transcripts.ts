/**
 * Prints whole interviews of three scripted candidates (vague, "we", complete) on the standard test plan, with every
 * interviewer move and its reason: `node --import tsx test/interviewer/scripted-transcripts.ts`. Each exchange takes
 * 40 s of a 45-minute interview.
 */
import { deterministicInterviewer, type InterviewerTurn } from '../../shared/engines/src/interviewer/index.js';
import { drive, planOf, storyFor, topicIds } from './support.js';

const plan = planOf();

const WE = [
  'Our team moved the API client to generated types and we caught about 30 mismatched fields before the release.',
  'We had a report that timed out every Monday, so the team added an index and we rewrote the join.',
  'Our platform team ran the cluster and we kept the pods healthy with liveness probes and alerts.',
  'We presented the new architecture to the sales team and they understood why the launch moved.',
  'Our squad had a memory leak in production; we profiled it for a week and patched the cache.',
  'We migrated the billing database to a new cluster and cut query time from 2 s to 200 ms.',
  'The team tightened the compiler settings module by module and we fixed the errors together.',
  'We designed the orders schema together with foreign keys everywhere and a few partial indexes.',
];

const candidates: Record<string, (t: InterviewerTurn) => string> = {
  vague: () => 'Yes, I have done that a lot, it went well.',
  we: (t) => WE[Math.max(0, topicIds(plan).indexOf(t.topic_id ?? '')) % WE.length]!,
  complete: (t) => storyFor(plan, t),
};

for (const [name, reply] of Object.entries(candidates)) {
  const { transcript } = await drive(deterministicInterviewer, plan, { reply, stepMs: 40_000, maxTurns: 200 });
  const minutes = (transcript.at(-1)!.offset_ms / 60_000).toFixed(1);
  console.log(`\n## ${name} candidate (${transcript.length} turns, closed at ${minutes} of 45 minutes)\n`);
  for (const u of transcript) {
    const at = `${(u.offset_ms / 60_000).toFixed(1)}'`;
    if (u.speaker === 'candidate') console.log(`${at} CANDIDATE: ${u.text}`);
    else console.log(`${at} INTERVIEWER [${u.move}: ${u.reason}] ${u.text}`);
  }
}
