// Which routes have their code loaded, so that a navigation to one can render at once.
import preload from '@docusaurus/core/lib/client/preload';
import {createRouteReadiness} from './readiness';

const readiness = createRouteReadiness(preload);

export const preloadRoute = readiness.preload;
export const isRouteReady = readiness.isReady;
export const markRouteReady = readiness.markReady;
