import * as React from 'react';
import Box from '@mui/material/Box';
import {Unstable_SankeyChart as SankeyChart} from '@mui/x-charts-pro';

// A household's monthly budget, in euros. Links use short ids; nodes give them names and colors.
const nodes = [
  {id: 'salary', label: 'Salary', color: '#2e7d32'},
  {id: 'freelance', label: 'Freelance work', color: '#66bb6a'},
  {id: 'income', label: 'Net income', color: '#455a64'},
  {id: 'housing', label: 'Housing', color: '#c62828'},
  {id: 'living', label: 'Food and transport', color: '#ef6c00'},
  {id: 'leisure', label: 'Leisure', color: '#8e24aa'},
  {id: 'savings', label: 'Savings', color: '#1565c0'},
];
const links = [
  {source: 'salary', target: 'income', value: 3200},
  {source: 'freelance', target: 'income', value: 800},
  {source: 'income', target: 'housing', value: 1400},
  {source: 'income', target: 'living', value: 1000},
  {source: 'income', target: 'leisure', value: 550},
  {source: 'income', target: 'savings', value: 1050},
];

export default function SankeyNodes() {
  // The Sankey layout uses JavaScript iterator helpers, which Node.js 20 lacks: draw it in the browser only.
  const [inBrowser, setInBrowser] = React.useState(false);
  React.useEffect(() => setInBrowser(true), []);
  if (!inBrowser) {
    return <Box sx={{height: 320}} />;
  }

  return (
    <SankeyChart
      height={320}
      series={{data: {nodes, links}, valueFormatter: (value: number) => `${value.toLocaleString('en-US')} €`}}
    />
  );
}
