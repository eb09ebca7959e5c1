// The manifests against the server they deploy: probes name real routes, ports and flags match, references resolve.
import { readdirSync, readFileSync } from 'node:fs';
import { parseAllDocuments } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveSpec } from '../../src/cli/spec/serve.js';
import { ROOT } from '../helpers/cli.js';
import { call, startServer, type Running } from '../server/helpers.js';

type Doc = Record<string, any>;
const DIR = `${ROOT}deploy/kubernetes/`;
const docs: Doc[] = readdirSync(DIR)
  .filter((f) => f.endsWith('.yaml'))
  .flatMap((f) => parseAllDocuments(readFileSync(DIR + f, 'utf8')).map((d) => {
    if (d.errors.length > 0) throw new Error(`${f}: ${d.errors[0]!.message}`);
    return d.toJS() as Doc;
  }));
const kind = (k: string): Doc => {
  const d = docs.find((x) => x.kind === k);
  if (!d) throw new Error(`no ${k} in deploy/kubernetes`);
  return d;
};
const deployment = kind('Deployment');
const container = deployment.spec.template.spec.containers[0] as Doc;
const dockerfile = readFileSync(`${ROOT}Dockerfile`, 'utf8');
/** the Dockerfile's ENTRYPOINT arguments after `serve`, then the Deployment's args */
const entry = JSON.parse(/^ENTRYPOINT (\[.*\])$/m.exec(dockerfile)![1]!) as string[];
const serveArgs = [...entry.slice(entry.indexOf('serve') + 1), ...(container.args as string[])];
const flag = (name: string): string | undefined => {
  const i = serveArgs.lastIndexOf(name);
  return i === -1 ? undefined : serveArgs[i + 1];
};
const portByName = (p: number | string): number => (typeof p === 'number' ? p : (container.ports as Doc[]).find((x) => x.name === p)!.containerPort);

describe('deploy/kubernetes and the Dockerfile', () => {
  let s: Running;
  beforeAll(async () => {
    s = await startServer();
  });
  afterAll(() => s.stop());

  it('readiness is /readyz and liveness /healthz, and both answer 200 on the built server without a key', async () => {
    expect(container.readinessProbe.httpGet.path).toBe('/readyz');
    expect(container.livenessProbe.httpGet.path).toBe('/healthz');
    for (const probe of [container.readinessProbe, container.livenessProbe]) {
      expect((await call(s.base, 'GET', probe.httpGet.path)).status).toBe(200);
    }
  });

  it('ports agree: probes, containerPort, the Service target, --port and the Dockerfile EXPOSE', () => {
    const port = Number(flag('--port'));
    expect(port).toBe(portByName(container.readinessProbe.httpGet.port));
    expect(port).toBe(portByName(container.livenessProbe.httpGet.port));
    expect(port).toBe(portByName(kind('Service').spec.ports[0].targetPort));
    expect(dockerfile).toMatch(new RegExp(`^EXPOSE ${port}$`, 'm'));
    expect(flag('--host')).toBe('0.0.0.0');
  });

  it('every flag the manifests pass is a flag of usaddr serve', () => {
    const known = serveSpec.options.map((o) => /--[a-z-]+/.exec(o.flags)![0]);
    expect(serveArgs.filter((a) => a.startsWith('--')).filter((a) => !known.includes(a))).toEqual([]);
  });

  it('keys come from the Secret, the index from a read-only volume, the HPA scales this Deployment', () => {
    const volumes = deployment.spec.template.spec.volumes as Doc[];
    const mounts = container.volumeMounts as Doc[];
    const mountOf = (path: string): Doc => mounts.find((m) => path.startsWith(`${m.mountPath}/`))!;
    const keys = volumes.find((v) => v.name === mountOf(flag('--api-keys-file')!).name)!;
    expect(keys.secret.secretName).toBe(kind('Secret').metadata.name);
    const index = mountOf(flag('--reference')!);
    expect(index.readOnly).toBe(true);
    expect(volumes.find((v) => v.name === index.name)!.persistentVolumeClaim.claimName).toBe(kind('PersistentVolumeClaim').metadata.name);
    const hpa = kind('HorizontalPodAutoscaler');
    expect([hpa.spec.scaleTargetRef.kind, hpa.spec.scaleTargetRef.name]).toEqual(['Deployment', deployment.metadata.name]);
    expect(kind('Service').spec.selector).toEqual(deployment.spec.template.metadata.labels);
  });

  it('the image is multi-stage and runs as a non-root user', () => {
    expect(dockerfile.match(/^FROM /gm)!.length).toBeGreaterThanOrEqual(2);
    expect(dockerfile).toMatch(/^USER (?!root)\w+$/m);
    expect(deployment.spec.template.spec.securityContext.runAsNonRoot).toBe(true);
  });
});
