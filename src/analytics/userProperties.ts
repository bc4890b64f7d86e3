import type {Gtag} from './gtag';

/** The reader properties analytics keeps, under the names the original docs used. */
export type UserProperties = {
  codeVariant: string;
  codeStylingVariant: string;
  userLanguage: string;
  devicePixelRatio: number;
  colorSchemeOS: 'light' | 'dark';
  colorScheme: 'light' | 'dark';
};

/** Reported to one decimal place, so 1.25 and 1.2499 are the same screen. */
export function roundPixelRatio(ratio: unknown): number {
  return typeof ratio === 'number' && Number.isFinite(ratio) && ratio > 0 ? Math.round(ratio * 10) / 10 : 1;
}

export type UserPropertiesReporter = {
  /** Sends the properties that differ from what was last sent; returns what was sent. */
  update: (change: Partial<UserProperties>) => Partial<UserProperties>;
};

/** Sends every property once, then only the ones that change, so each change is counted once. */
export function createUserPropertiesReporter(gtag: Gtag, initial: UserProperties): UserPropertiesReporter {
  const sent: UserProperties = {...initial};
  gtag('set', 'user_properties', {...initial});
  return {
    update(change) {
      const changed: Partial<UserProperties> = {};
      for (const key of Object.keys(change) as (keyof UserProperties)[]) {
        const value = change[key];
        if (value !== undefined && value !== sent[key]) {
          Object.assign(changed, {[key]: value});
          Object.assign(sent, {[key]: value});
        }
      }
      if (Object.keys(changed).length > 0) gtag('set', 'user_properties', changed);
      return changed;
    },
  };
}
