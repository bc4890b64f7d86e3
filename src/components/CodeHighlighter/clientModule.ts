import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {warmUpOnIntent} from './highlighter';

// Prism loads when the reader points at a link or a demo (see warmUpOnIntent), not with the page.
if (ExecutionEnvironment.canUseDOM) warmUpOnIntent(document);
