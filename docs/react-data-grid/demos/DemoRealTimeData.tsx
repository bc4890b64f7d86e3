import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import ArrowDropUpIcon from '@mui/icons-material/ArrowDropUp';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import {DataGrid, type GridColDef, type GridRenderCellParams} from '@mui/x-data-grid';

type Quote = {
  id: string;
  symbol: string;
  name: string;
  price: number;
  change: number;
  volume: number;
  updatedAt: number;
};

const LISTINGS: [string, string, number][] = [
  ['NWL', 'Northwind Labs', 184.2],
  ['SKB', 'Sakura Books', 42.75],
  ['HFS', 'Hafen Studio', 97.1],
  ['MPW', 'Maple Works', 63.4],
  ['HBB', 'Harbour Bikes', 28.9],
  ['LSM', 'Lone Star Media', 131.6],
  ['SPD', 'Spree Digital', 75.35],
  ['KTT', 'Kaito Tools', 54.2],
  ['MAZ', 'Mar Azul', 19.85],
  ['ATL', 'Atelier Lumière', 212.4],
];

const initialQuotes: Quote[] = LISTINGS.map(([symbol, name, price], index) => ({
  id: symbol,
  symbol,
  name,
  price,
  change: 0,
  volume: 10000 + index * 2500,
  updatedAt: 0,
}));

// A seeded generator: the same market every time the page loads.
function createTicker(seed: number) {
  let state = seed;
  return () => {
    state = (state * 48271) % 2147483647;
    return state / 2147483647;
  };
}

const usd = new Intl.NumberFormat('en-US', {style: 'currency', currency: 'USD'});

function ChangeCell({value}: GridRenderCellParams<Quote, number>) {
  if (value == null || value === 0) {
    return <span>0.00%</span>;
  }
  const up = value > 0;
  return (
    <Box
      component="span"
      sx={{display: 'inline-flex', alignItems: 'center', color: up ? 'success.main' : 'error.main'}}
    >
      {up ? <ArrowDropUpIcon fontSize="small" /> : <ArrowDropDownIcon fontSize="small" />}
      {`${Math.abs(value).toFixed(2)}%`}
    </Box>
  );
}

const columns: GridColDef<Quote>[] = [
  {field: 'symbol', headerName: 'Symbol', width: 100},
  {field: 'name', headerName: 'Company', width: 170},
  {
    field: 'price',
    headerName: 'Price',
    type: 'number',
    width: 120,
    valueFormatter: (value: number) => usd.format(value),
    // Flashes the cell for a moment after each update.
    // Two identical animations alternate, so that each update restarts the flash.
    cellClassName: ({row}) =>
      row.updatedAt > 0 && row.change !== 0 ? `${row.change > 0 ? 'tick-up' : 'tick-down'}-${row.updatedAt % 2}` : '',
  },
  {
    field: 'change',
    headerName: 'Change',
    type: 'number',
    width: 110,
    renderCell: (params) => <ChangeCell {...params} />,
  },
  {field: 'volume', headerName: 'Volume', type: 'number', width: 120},
];

const flashStyles = Object.fromEntries(
  (['up', 'down'] as const).flatMap((direction) =>
    [0, 1].flatMap((parity) => [
      [`& .tick-${direction}-${parity}`, {animation: `tick-${direction}-${parity} 0.8s ease-out`}],
      [
        `@keyframes tick-${direction}-${parity}`,
        {
          from: {backgroundColor: direction === 'up' ? 'rgba(46, 125, 50, 0.3)' : 'rgba(211, 47, 47, 0.3)'},
          to: {backgroundColor: 'transparent'},
        },
      ],
    ]),
  ),
);

export default function DemoRealTimeData() {
  const [quotes, setQuotes] = React.useState(initialQuotes);
  const [streaming, setStreaming] = React.useState(true);

  React.useEffect(() => {
    if (!streaming) {
      return undefined;
    }
    const next = createTicker(7);
    // Every 400 ms, five random quotes move; the grid keeps its sort, scroll, and focus.
    const timer = setInterval(() => {
      const moving = new Set(Array.from({length: 5}, () => LISTINGS[Math.floor(next() * LISTINGS.length)][0]));
      setQuotes((previous) =>
        previous.map((quote, index) => {
          if (!moving.has(quote.symbol)) {
            return quote;
          }
          const opening = LISTINGS[index][2];
          const price = Math.max(1, +(quote.price * (1 + (next() - 0.5) * 0.02)).toFixed(2));
          return {
            ...quote,
            price,
            change: +(((price - opening) / opening) * 100).toFixed(2),
            volume: quote.volume + Math.round(next() * 900),
            updatedAt: quote.updatedAt + 1,
          };
        }),
      );
    }, 400);
    return () => clearInterval(timer);
  }, [streaming]);

  return (
    <Box sx={{width: '100%'}}>
      <FormControlLabel
        control={<Switch checked={streaming} onChange={(event) => setStreaming(event.target.checked)} />}
        label="Stream quotes"
      />
      <Box sx={{height: 420}}>
        <DataGrid
          rows={quotes}
          columns={columns}
          hideFooter
          density="compact"
          disableRowSelectionOnClick
          sx={flashStyles}
        />
      </Box>
    </Box>
  );
}
