// Which routes have their code loaded, so that a navigation to one can render at once.
// A route is ready when core's preload has loaded its chunks and the code its page module asked
// for while evaluated (its demos and their theme, src/utils/routeCode.ts) has arrived.
import preload from '@docusaurus/core/lib/client/preload';
import {routeCodeMark, routeCodeSettled} from '@site/src/utils/routeCode';
import {createRouteReadiness} from './readiness';

const readiness = createRouteReadiness((pathname) => {
  const mark = routeCodeMark();
  return preload(pathname).then(async (result: unknown) => {
    await routeCodeSettled(mark);
    return result;
  });
});

export const preloadRoute = readiness.preload;
export const isRouteReady = readiness.isReady;
export const markRouteReady = readiness.markReady;
