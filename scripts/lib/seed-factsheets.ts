/**
 * `npm start` generates the demo factsheets once, after the seed (issue 12 item 7; docs/factsheets.md "Generation
 * and downloads"): through the same path as an administrator, `POST /api/operations/generate-factsheets` as the demo
 * admin, one request per group of products with the same factsheet languages and login flag, at the last month-end;
 * then it waits until every operation has ended. Whatever renderer the function has is used.
 */
import {
  factsheetLanguages,
  lastMonthEnd,
  type FactsheetGenerationRequest,
  type ProductConfig,
} from '@portal/domain';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { refs } from '../../functions/src/db/refs.js';
import { emulatorIdToken } from './emulators.js';
import type { DemoAccount } from './seed-accounts.js';

const signIn = (account: DemoAccount): Promise<string> => emulatorIdToken(account.email, account.password);

/** The requests for the demo products with a factsheet: grouped by languages and login flag. */
export function demoFactsheetRequests(
  products: readonly ProductConfig[],
  today: string,
): FactsheetGenerationRequest[] {
  const date = lastMonthEnd(today);
  const groups = new Map<string, FactsheetGenerationRequest>();
  for (const p of products) {
    const languages = factsheetLanguages(p);
    if (!p.factsheet || languages.length === 0 || p.inceptionDate > date) continue;
    const needLogin = p.factsheet.needLoginToSee;
    const key = JSON.stringify([languages, needLogin]);
    const group = groups.get(key) ?? { productIds: [], languages, date, needLogin, isLastFactsheet: true };
    group.productIds.push(p.productId);
    groups.set(key, group);
  }
  return [...groups.values()];
}

/** Generates the demo factsheets and waits for them; returns the operations' outcomes. */
export async function generateDemoFactsheets(opts: {
  projectId: string;
  hostingUrl: string;
  products: readonly ProductConfig[];
  accounts: readonly DemoAccount[];
  today: string;
  timeoutMs?: number;
}): Promise<{ operations: number; factsheets: number; failed: string[] }> {
  const admin = opts.accounts.find((a) => a.roles.includes('admin') || a.roles.includes('superAdmin'));
  if (!admin) throw new Error('no demo admin account to generate the demo factsheets');
  const token = await signIn(admin);
  const ids: string[] = [];
  for (const body of demoFactsheetRequests(opts.products, opts.today)) {
    const res = await fetch(`${opts.hostingUrl}/api/operations/generate-factsheets`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
    const answer = (await res.json()) as { operationId?: string };
    if (res.status !== 201 || !answer.operationId) {
      throw new Error(
        `generating the demo factsheets was refused (${res.status}): ${JSON.stringify(answer)}`,
      );
    }
    ids.push(answer.operationId);
  }
  const app = initializeApp({ projectId: opts.projectId }, `seed-factsheets-${Date.now()}`);
  try {
    return await waitForOperations(getFirestore(app), ids, opts.timeoutMs ?? 120_000);
  } finally {
    await deleteApp(app);
  }
}

async function waitForOperations(
  db: ReturnType<typeof getFirestore>,
  ids: readonly string[],
  timeoutMs: number,
): Promise<{ operations: number; factsheets: number; failed: string[] }> {
  const end = Date.now() + timeoutMs;
  let factsheets = 0;
  const failed: string[] = [];
  for (const id of ids) {
    for (;;) {
      const op = (await refs(db).operation(id).get()).data();
      if (op?.kind === 'factsheetGeneration' && (op.status === 'succeeded' || op.status === 'failed')) {
        factsheets += op.results.filter((r) => r.status === 'succeeded').length;
        failed.push(
          ...op.results.filter((r) => r.status === 'failed').map((r) => `${r.productId}/${r.lang}`),
        );
        break;
      }
      if (Date.now() > end) throw new Error(`the demo factsheets did not finish in time (operation ${id})`);
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  return { operations: ids.length, factsheets, failed };
}
