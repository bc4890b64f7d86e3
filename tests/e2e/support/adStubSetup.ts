import {startAdStub} from './adStub';

/** Playwright global setup: the ad stub serves every spec (every doc page loads its script). */
export default async function globalSetup(): Promise<() => Promise<void>> {
  return startAdStub();
}
