import {createContext, type ComponentType} from 'react';

/**
 * What shows under a demo the first time a reader opens its code: the ad slot, once the site
 * provides it here. Null (the default) shows nothing.
 */
export const DemoInlineAdContext = createContext<ComponentType<{demoName: string}> | null>(null);
