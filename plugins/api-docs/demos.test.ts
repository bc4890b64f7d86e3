import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {codeOfPage, findDemoPages, importedMuiXNames} from './demos';

describe('importedMuiXNames', () => {
  it('reads named imports from MUI X packages only, by their exported name', () => {
    const code = [
      "import { BarChart, BarPlot as Plot } from '@mui/x-charts/BarChart';",
      "import Button from '@mui/material/Button';",
      "import { useState } from 'react';",
    ].join('\n');
    expect(importedMuiXNames(code)).toEqual(['BarChart', 'BarPlot']);
  });
});

describe('findDemoPages', () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-demos-'));
    fs.mkdirSync(path.join(dir, 'react-charts'));
    fs.mkdirSync(path.join(dir, 'api', 'charts'), {recursive: true});
    fs.writeFileSync(
      path.join(dir, 'react-charts', 'bars.mdx'),
      '---\ntitle: Bars\n---\n\n```tsx\nimport { BarChart } from \'@mui/x-charts/BarChart\';\n```\n\n<Demo file="./Stacked.tsx" />\n',
    );
    fs.writeFileSync(path.join(dir, 'react-charts', 'Stacked.tsx'), "import { BarPlot } from '@mui/x-charts';\n");
    fs.writeFileSync(
      path.join(dir, 'react-charts', 'index.mdx'),
      "---\ntitle: Charts\n---\n\n```tsx\nimport { BarChart } from '@mui/x-charts';\n```\n",
    );
    fs.writeFileSync(
      path.join(dir, 'api', 'charts', 'index.mdx'),
      "```tsx\nimport { PieChart } from '@mui/x-charts';\n```\n",
    );
  });
  afterAll(() => fs.rmSync(dir, {recursive: true, force: true}));

  it('maps each imported name to the guide pages using it, with version-prefixed routes', () => {
    const pages = findDemoPages(dir, 'v8/');
    expect(pages.get('BarChart')).toEqual([
      {title: 'Bars', path: '/v8/react-charts/bars/'},
      {title: 'Charts', path: '/v8/react-charts/'},
    ]);
    expect(pages.get('BarPlot')).toEqual([{title: 'Bars', path: '/v8/react-charts/bars/'}]);
  });

  it('skips the API index pages themselves', () => {
    expect(findDemoPages(dir, '').get('PieChart')).toBeUndefined();
  });

  it('includes the demo files a page names', () => {
    const file = path.join(dir, 'react-charts', 'bars.mdx');
    expect(codeOfPage(file, fs.readFileSync(file, 'utf8')).join('\n')).toContain('BarPlot');
  });
});
