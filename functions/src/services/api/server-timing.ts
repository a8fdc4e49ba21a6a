import { performance } from 'node:perf_hooks';

/**
 * Where a request's time went, for the `Server-Timing` response header (browsers' developer tools and the bench
 * read it): `auth` (ID-token verification with its revocation check), `config` (the catalogue version read), `app`
 * (the endpoint: series meta reads, the configuration read when it changed, the computation on a cache miss) and
 * `total`. The first three overlap. Durations only, no descriptions: nothing here is sensitive.
 */
export class ServerTiming {
  private readonly phases: [string, number][] = [];
  private readonly start = performance.now();

  /** Records how long `work` takes, from now until it settles, under `name` (phases may overlap). */
  time<T>(name: string, work: Promise<T>): Promise<T> {
    const started = performance.now();
    const done = () => {
      this.phases.push([name, performance.now() - started]);
    };
    work.then(done, done);
    return work;
  }

  /** Records the time since the request started. */
  total(): void {
    this.phases.push(['total', performance.now() - this.start]);
  }

  header(): string {
    return this.phases.map(([name, ms]) => `${name};dur=${ms.toFixed(1)}`).join(', ');
  }
}
