/** What `customFields.analytics` holds: the Google Analytics 4 measurement id, or null for none. */
export type AnalyticsConfig = {measurementId: string | null};

const MEASUREMENT_ID = /^G-[A-Z0-9]{4,20}$/;

function measurementIdOrNull(value: unknown): string | null {
  return typeof value === 'string' && MEASUREMENT_ID.test(value) ? value : null;
}

/** Build time: `DOCS_ANALYTICS_ID` sets the measurement id; a malformed one means none. */
export function analyticsConfigFromEnv(env: Record<string, string | undefined>): AnalyticsConfig {
  return {measurementId: measurementIdOrNull(env.DOCS_ANALYTICS_ID?.trim())};
}

/** Run time: reads `customFields.analytics`, whatever shape it arrives in. */
export function readAnalyticsConfig(customFields: Record<string, unknown> | undefined): AnalyticsConfig {
  const analytics = customFields?.analytics;
  if (typeof analytics !== 'object' || analytics === null) return {measurementId: null};
  return {measurementId: measurementIdOrNull((analytics as Record<string, unknown>).measurementId)};
}
