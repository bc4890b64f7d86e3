// The server bundle's entry (see ./index.ts): core's page renderer, then the page's Emotion
// styles moved from the body to the head (./hoistStyles.ts) and the Data Grids' server frames
// made inert (./gridFrames.ts).
import coreRender from '@docusaurus/core/lib/client/serverEntry.js';
import {markGridFramesInert} from './gridFrames';
import {withHoistedStyles, type RenderResult} from './hoistStyles';

type Render = (params: unknown) => Promise<RenderResult>;

const render: Render = async (params) => {
  const result = withHoistedStyles(await (coreRender as unknown as Render)(params));
  return {...result, html: markGridFramesInert(result.html)};
};

export default render;
