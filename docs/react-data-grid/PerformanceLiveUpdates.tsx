import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {DataGridPro, type GridColDef, useGridApiRef} from '@mui/x-data-grid-pro';

const tickers = ['ACME', 'BOLT', 'CRUX', 'DYNA', 'EPIC', 'FLUX', 'GLOW', 'HALO', 'IRIS', 'JADE'];

const columns: GridColDef[] = [
  {field: 'ticker', headerName: 'Ticker', width: 110},
  {field: 'price', headerName: 'Price', type: 'number', width: 120},
  {field: 'updates', headerName: 'Updates', type: 'number', width: 110},
];

const initialRows = tickers.map((ticker, index) => ({id: index, ticker, price: 100 + index * 10, updates: 0}));

// Small seeded generator, so the simulated market moves the same way on every visit
function mulberry32(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export default function PerformanceLiveUpdates() {
  const apiRef = useGridApiRef();
  const [running, setRunning] = React.useState(false);
  // Latest values, kept outside the grid because throttled updates are applied later
  const latest = React.useRef(initialRows.map((row) => ({...row})));

  React.useEffect(() => {
    if (!running) {
      return undefined;
    }
    const random = mulberry32(42);
    // One update every 20 ms; throttleRowsMs batches them into one re-render every 500 ms
    const timer = setInterval(() => {
      const id = Math.floor(random() * tickers.length);
      const row = latest.current[id];
      row.price = Math.round((row.price + (random() - 0.5) * 4) * 100) / 100;
      row.updates += 1;
      apiRef.current?.updateRows([{...row}]);
    }, 20);
    return () => clearInterval(timer);
  }, [apiRef, running]);

  return (
    <Box sx={{width: '100%'}}>
      <Button variant="outlined" onClick={() => setRunning((value) => !value)} sx={{mb: 1}}>
        {running ? 'Stop updates' : 'Start updates'}
      </Button>
      <Box sx={{height: 400}}>
        <DataGridPro apiRef={apiRef} rows={initialRows} columns={columns} throttleRowsMs={500} hideFooter />
      </Box>
    </Box>
  );
}
