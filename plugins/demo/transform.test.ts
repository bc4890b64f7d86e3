import {deriveDemoCode, extractPreview, PREVIEW_MAX_LINES, toJavaScript} from './transform';

const SHORT_DEMO = `import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

// Columns are defined once, outside the component.
const columns: GridColDef[] = [{ field: 'name', headerName: 'Name', width: 150 }];

interface Row {
  id: number;
  name: string;
}

const rows: Row[] = [{ id: 1, name: 'Ada' }];

export default function ShortDemo() {
  const [count, setCount] = React.useState<number>(0);

  return (
    <Box sx={{ height: 300 }} onClick={() => setCount(count + 1)}>
      <DataGrid rows={rows} columns={columns} />
    </Box>
  );
}
`;

function longDemo(items: number): string {
  const lines = Array.from({length: items}, (_, index) => `      <li>Item ${index}</li>`);
  return `export default function LongDemo() {\n  return (\n    <ul>\n${lines.join('\n')}\n    </ul>\n  );\n}\n`;
}

describe('toJavaScript', () => {
  it('removes types and type-only imports', async () => {
    const js = await toJavaScript(SHORT_DEMO);
    expect(js).not.toMatch(/GridColDef|interface|: Row\[\]|<number>/);
    expect(js).toContain("import { DataGrid } from '@mui/x-data-grid';");
    expect(js).toContain("const columns = [{ field: 'name', headerName: 'Name', width: 150 }];");
    expect(js).toContain('React.useState(0)');
  });

  it('keeps comments, blank lines and JSX formatting', async () => {
    const js = await toJavaScript(SHORT_DEMO);
    expect(js).toContain(
      "import { DataGrid } from '@mui/x-data-grid';\n\n// Columns are defined once, outside the component.\nconst columns",
    );
    expect(js).toContain('React.useState(0);\n\n  return (\n    <Box sx={{ height: 300 }}');
    expect(js).toContain('      <DataGrid rows={rows} columns={columns} />\n    </Box>\n  );\n}\n');
    expect(js).not.toContain('demo_blank_line');
  });
});

describe('extractPreview', () => {
  it('cuts the JSX returned by the default export, dedented', () => {
    expect(extractPreview(SHORT_DEMO)).toBe(
      '<Box sx={{ height: 300 }} onClick={() => setCount(count + 1)}>\n  <DataGrid rows={rows} columns={columns} />\n</Box>',
    );
  });

  it(`accepts ${PREVIEW_MAX_LINES} lines of JSX and refuses more`, () => {
    expect(extractPreview(longDemo(PREVIEW_MAX_LINES - 2))?.split('\n')).toHaveLength(PREVIEW_MAX_LINES);
    expect(extractPreview(longDemo(PREVIEW_MAX_LINES - 1))).toBeUndefined();
  });

  it('finds a component exported by name at the end of the file', () => {
    const code = 'function Named() {\n  return <span>hi</span>;\n}\n\nexport default Named;\n';
    expect(extractPreview(code)).toBe('<span>hi</span>');
  });

  it('gives no preview when the component does not return JSX directly', () => {
    expect(extractPreview('export default function Empty() {\n  return null;\n}\n')).toBeUndefined();
    expect(extractPreview('export const value = 1;\n')).toBeUndefined();
  });
});

describe('deriveDemoCode', () => {
  it('formats both variants and gives each its preview', async () => {
    const code = await deriveDemoCode(SHORT_DEMO);
    expect(code.ts).toContain('const columns: GridColDef[]');
    expect(code.js).not.toContain('GridColDef');
    expect(code.tsPreview).toBe(code.jsPreview);
    expect(code.tsPreview).toContain('<DataGrid rows={rows} columns={columns} />');
  });

  it('omits the preview of a long demo', async () => {
    const code = await deriveDemoCode(longDemo(30));
    expect(code.tsPreview).toBeUndefined();
    expect(code.jsPreview).toBeUndefined();
  });
});
