// The server bundle's entry (see ./index.ts): core's page renderer, then the page's Emotion
// styles moved from the body to the head (./hoistStyles.ts).
import coreRender from '@docusaurus/core/lib/client/serverEntry.js';
import {withHoistedStyles, type RenderResult} from './hoistStyles';

type Render = (params: unknown) => Promise<RenderResult>;

const render: Render = async (params) => withHoistedStyles(await (coreRender as unknown as Render)(params));

export default render;
