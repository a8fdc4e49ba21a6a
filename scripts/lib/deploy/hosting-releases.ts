/**
 * Which Hosting version a rollback puts back live (docs/deploy.md "Rollback"). Every deploy names its Hosting release
 * after the release tag (`firebase deploy --message <release>`), so the site's release history (Firebase Hosting REST
 * API, `sites/<site>/channels/live/releases`) maps each tag to the version it deployed.
 */
import { z } from 'zod';
import { isReleaseName } from './release.js';
import { googleAuth } from '../google-auth.js';

export const hostingReleaseSchema = z.object({
  name: z.string(),
  /** Absent on a release that disabled the site. */
  version: z.object({ name: z.string(), status: z.string().optional() }).optional(),
  type: z.string().optional(),
  releaseTime: z.string(),
  message: z.string().optional(),
});
export type HostingRelease = z.infer<typeof hostingReleaseSchema>;

const releasesPageSchema = z.object({
  releases: z.array(hostingReleaseSchema).default([]),
  nextPageToken: z.string().optional(),
});

/** The REST URL of a page of the live channel's releases. */
export function releasesUrl(site: string, pageToken?: string): string {
  const url = new URL(`https://firebasehosting.googleapis.com/v1beta1/sites/${site}/channels/live/releases`);
  url.searchParams.set('pageSize', '100');
  if (pageToken) url.searchParams.set('pageToken', pageToken);
  return url.href;
}

export interface RollbackVersion {
  /** The release tag going back live. */
  release: string;
  /** Its Hosting version id (`sites/<site>/versions/<id>`). */
  versionId: string;
  /** The release tag live now, when the live version came from one. */
  liveRelease: string | null;
}

const versionIdOf = (versionName: string) => versionName.split('/').pop() ?? versionName;

/**
 * The version to clone back to live (pure): `to`'s, or else that of the latest release tag made before the live
 * version's own release, with another version. Refused (a reason) when there is no such release, its version can no longer be
 * served (Hosting deletes old versions past the site's retention), or it is live already.
 */
export function pickRollbackVersion(
  releases: readonly HostingRelease[],
  to: string | null,
): RollbackVersion | { reason: string } {
  const newestFirst = [...releases].sort((a, b) => b.releaseTime.localeCompare(a.releaseTime));
  const liveVersion = newestFirst[0]?.version?.name;
  if (liveVersion === undefined) return { reason: 'the site has no live version' };
  const tagged = newestFirst.filter(
    (r): r is HostingRelease & { message: string; version: { name: string } } =>
      r.message !== undefined && isReleaseName(r.message) && r.version !== undefined,
  );
  const liveTagged = tagged.find((r) => r.version.name === liveVersion);
  const liveRelease = liveTagged?.message ?? null;
  // "Before" the live one: older than the release that made the live version (a rollback re-releases an old version,
  // so a newer release in the history can be the one rolled back from).
  const anchor = liveTagged?.releaseTime ?? newestFirst[0]?.releaseTime ?? '';
  const candidate =
    to === null
      ? tagged.find(
          (r) => r.releaseTime < anchor && r.message !== liveRelease && r.version.name !== liveVersion,
        )
      : tagged.find((r) => r.message === to);
  if (!candidate) {
    return {
      reason:
        to === null
          ? `no release before ${liveRelease ?? 'the live one'} in the site's history`
          : `no Hosting release of the site is named ${to}`,
    };
  }
  if (candidate.version.name === liveVersion) return { reason: `${candidate.message} is live already` };
  const status = candidate.version.status;
  if (status !== undefined && status !== 'FINALIZED') {
    return { reason: `the version of ${candidate.message} is ${status}: Hosting can no longer serve it` };
  }
  return { release: candidate.message, versionId: versionIdOf(candidate.version.name), liveRelease };
}

/** Reads the site's release history (application default credentials: `gcloud auth application-default login`). */
export async function fetchLiveReleases(site: string, maxPages = 5): Promise<HostingRelease[]> {
  const client = await googleAuth('https://www.googleapis.com/auth/firebase.hosting.readonly').getClient();
  const releases: HostingRelease[] = [];
  let pageToken: string | undefined;
  for (let page = 0; page < maxPages; page++) {
    const res = await client.request({ url: releasesUrl(site, pageToken) });
    const parsed = releasesPageSchema.parse(res.data);
    releases.push(...parsed.releases);
    pageToken = parsed.nextPageToken;
    if (!pageToken) break;
  }
  return releases;
}
