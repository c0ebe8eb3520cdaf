import { expect } from 'chai';
import { coverageRuleFor, interviewerFor } from '@irs/activities';
import { ConfigError, createDataSource, loadConfig, migrate, migrations } from '@irs/shared';
import { startEntryPoint } from '../support/process.js';
import { stack } from '../support/stack.js';

describe('configuration', () => {
  it('applies documented defaults', () => {
    const config = loadConfig({});
    expect(config.PORT).to.equal(8080);
    expect(config.origin).to.equal('http://127.0.0.1:8080');
    expect(config.appUrl).to.equal('http://127.0.0.1:8080/app');
    expect(config.TEMPORAL_UI_PORT).to.equal(8233);
    expect(config.RATE_LIMIT_V1_PER_MINUTE).to.equal(100);
  });

  it('a bad value names the variable and what it accepts', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).to.throw(ConfigError, /PORT: .*number/);
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).to.throw(ConfigError, /LOG_LEVEL: .*"info"/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).to.throw(ConfigError, /DATABASE_URL: must be a postgres/);
    expect(() => loadConfig({ ENCRYPTION_KEY: 'c2hvcnQ=' })).to.throw(ConfigError, /ENCRYPTION_KEY: must be 32 bytes/);
    expect(() => loadConfig({ COVERAGE_RULE: '[1]' })).to.throw(ConfigError, /COVERAGE_RULE: must be a JSON object/);
    expect(() => loadConfig({ INTERVIEWER: 'gpt' })).to.throw(
      ConfigError,
      /INTERVIEWER: .*"deterministic".*"chat-completions"/,
    );
  });
});

describe('engine settings', () => {
  it('COVERAGE_RULE overrides parts of the default rule and is checked at start-up', () => {
    const rule = coverageRuleFor(loadConfig({ COVERAGE_RULE: '{"min_score":0.7}' }));
    expect(rule.min_score).to.equal(0.7);
    expect(rule.min_refs, 'the rest keeps its default').to.equal(coverageRuleFor(loadConfig({})).min_refs);
    expect(() => coverageRuleFor(loadConfig({ COVERAGE_RULE: '{"min_score":2}' }))).to.throw(
      /COVERAGE_RULE: .*min_score/,
    );
  });

  it('an LLM engine needs a provider to call: refused at start-up, naming the variable', () => {
    expect(() => loadConfig({ INTERVIEWER: 'chat-completions' })).to.throw(
      ConfigError,
      /LLM_BASE_URL: required when INTERVIEWER=chat-completions/,
    );
    expect(() => loadConfig({ SCORER: 'chat-completions', LLM_PROVIDER: 'openai' })).to.throw(
      ConfigError,
      /LLM_API_KEY: required when SCORER=chat-completions with LLM_PROVIDER=openai/,
    );
    expect(() =>
      loadConfig({ PLANNER: 'chat-completions', LLM_BASE_URL: 'http://127.0.0.1:9/v1', LLM_API_VERSION: '2024-10-21' }),
    ).to.throw(ConfigError, /LLM_API_VERSION: only for azure-openai/);
    expect(
      interviewerFor(loadConfig({ INTERVIEWER: 'chat-completions', LLM_BASE_URL: 'http://127.0.0.1:9/v1' })).name,
    ).to.not.equal(interviewerFor(loadConfig({})).name);
  });

  it("a candidate's turn waits long enough for the LLM deadline and the offline fallback, or start-up is refused", () => {
    const llm = { INTERVIEWER: 'chat-completions', LLM_BASE_URL: 'http://127.0.0.1:9/v1' };
    expect(() => loadConfig({ ...llm, LLM_DEADLINE_MS: '20000', CANDIDATE_TURN_TIMEOUT_MS: '20000' })).to.throw(
      ConfigError,
      /CANDIDATE_TURN_TIMEOUT_MS: must be at least LLM_DEADLINE_MS \+ 5000 \(25000\)/,
    );
    const fits = loadConfig({ ...llm, LLM_DEADLINE_MS: '20000', CANDIDATE_TURN_TIMEOUT_MS: '25000' });
    expect(fits.CANDIDATE_TURN_TIMEOUT_MS).to.equal(25_000);
    const defaults = loadConfig(llm);
    expect(defaults.LLM_TIMEOUT_MS).to.be.at.most(defaults.LLM_DEADLINE_MS);
    expect(defaults.LLM_DEADLINE_MS + 5_000).to.be.at.most(defaults.CANDIDATE_TURN_TIMEOUT_MS);
  });
});

describe('migrations', () => {
  it('running them again is harmless: nothing left to apply', async () => {
    const ds = await createDataSource(stack().databaseUrl, 2).initialize();
    try {
      expect(await migrate(ds)).to.deep.equal([]);
      const [{ count }] = await ds.query(`SELECT count(*)::int AS count FROM migrations`);
      expect(count).to.equal(migrations.length);
    } finally {
      await ds.destroy();
    }
  });
});

describe('production setup job', () => {
  it('runs migrations and registers search attributes against external servers, idempotently', async () => {
    const { child, output } = startEntryPoint('@irs/stack/setup', {
      DATABASE_URL: stack().databaseUrl,
      TEMPORAL_ADDRESS: stack().temporalAddress,
    });
    const code = await new Promise((ok) => child.once('exit', ok));
    expect(code, output()).to.equal(0);
    expect(output()).to.include('migrations: up to date').and.to.include('search attributes: already registered');
  });
});
