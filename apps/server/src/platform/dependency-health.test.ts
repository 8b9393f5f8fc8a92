import { describe, expect, it } from 'vitest';
import { dependencyHealth, type HealthChange } from './dependency-health.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('dependencyHealth', () => {
  it('confirms a suspicion with one probe, probes while down, and reports each change once', async () => {
    let answering = true;
    let probes = 0;
    const health = dependencyHealth({
      probe: async () => {
        probes += 1;
        if (!answering) throw new Error('connect ECONNREFUSED');
      },
      probeEveryMs: 20,
    });
    const changes: HealthChange[] = [];
    health.onChange((c) => changes.push(c));

    // A failure while the service answers is not an outage.
    health.suspect(new Error('Connection terminated'));
    expect(await health.check()).toBe(true);
    expect(changes).toEqual([]);

    answering = false;
    for (let i = 0; i < 5; i++) health.suspect(new Error('Connection terminated'));
    await sleep(0);
    expect(health.up).toBe(false);
    expect(health.status()).toMatchObject({ state: 'down', error: 'connect ECONNREFUSED' });
    const probesWhileDown = probes;
    await sleep(100);
    expect(probes).toBeGreaterThan(probesWhileDown);

    answering = true;
    await sleep(60);
    expect(health.up).toBe(true);
    expect(changes.map((c) => c.state)).toEqual(['down', 'up']);
    expect(changes[1]!.downForMs).toBeGreaterThan(0);
    health.close();
  });

  it('says nothing when a service that was starting comes up', () => {
    const health = dependencyHealth({ initial: 'starting' });
    const changes: HealthChange[] = [];
    health.onChange((c) => changes.push(c));
    expect(health.up).toBe(false);
    health.markUp();
    health.markDown(new Error('gone'));
    health.markDown(new Error('still gone'));
    health.markUp();
    expect(changes.map((c) => c.state)).toEqual(['down', 'up']);
  });
});
