import MDXComponents from '@theme-original/MDXComponents';
import Table from './Table';

// The theme's Markdown components, with tables that a keyboard can scroll.
export default {...MDXComponents, table: Table};
