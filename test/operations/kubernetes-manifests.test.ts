import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { expect } from 'chai';
import { problems, render, schemaValidators } from '../../deploy/kubernetes/validate.js';

const base = join(import.meta.dirname, '../../deploy/kubernetes/base');

/**
 * `npm run lint:kubernetes` (deploy/kubernetes/validate.ts) must fail on a broken manifest: an overlay of the real base
 * that breaks it in the ways a hand edit does is rendered with the same kustomize and checked with the same schemas.
 */
describe('Kubernetes manifests: the validation in npm run lint', function () {
  this.timeout(180_000); // a machine's first run builds kustomize and fetches the schemas

  let validators: Awaited<ReturnType<typeof schemaValidators>>;
  let dir: string;
  before(async () => {
    validators = await schemaValidators();
    dir = await mkdtemp(join(tmpdir(), 'irs-broken-overlay-'));
  });
  after(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('the base renders and passes', async () => {
    expect(await problems(await render(base), validators)).to.deep.equal([]);
  });

  it('refuses an unknown field, a wrong type, an inline Secret and a Deployment left without its PDB', async () => {
    await writeFile(
      join(dir, 'kustomization.yaml'),
      `apiVersion: kustomize.config.k8s.io/v1beta1
kind: Kustomization
resources:
  - ${relative(dir, base)}
  - secret.yaml
patches:
  - target: { kind: Deployment, name: irs-gateway }
    patch: |-
      - op: add
        path: /spec/template/spec/containers/0/livenesProbe
        value: { httpGet: { path: /api/v1/health/live, port: http } }
      - op: replace
        path: /spec/template/spec/containers/0/ports/0/containerPort
        value: eighty
  - target: { kind: PodDisruptionBudget, name: irs-auth }
    patch: |-
      $patch: delete
      apiVersion: policy/v1
      kind: PodDisruptionBudget
      metadata: { name: irs-auth }
`,
    );
    await writeFile(
      join(dir, 'secret.yaml'),
      'apiVersion: v1\nkind: Secret\nmetadata: { name: irs-secrets }\nstringData: { ENCRYPTION_KEY: not-here }\n',
    );
    const found = await problems(await render(dir), validators);
    for (const version of ['1.33.0', '1.37.0']) {
      expect(found).to.include(
        `Deployment/irs-gateway (Kubernetes ${version}): /spec/template/spec/containers/0 must NOT have additional properties: livenesProbe`,
      );
      expect(found).to.include(
        `Deployment/irs-gateway (Kubernetes ${version}): /spec/template/spec/containers/0/ports/0/containerPort must be integer`,
      );
    }
    expect(found).to.include('Secret/irs-secrets: secrets are referenced, never in the manifests');
    expect(found).to.include('Deployment/irs-auth: no PodDisruptionBudget selects its pods');
    expect(found).to.have.length(6);
  });
});
