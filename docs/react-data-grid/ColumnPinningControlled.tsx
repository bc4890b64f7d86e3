import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {DataGridPro, type GridColDef, type GridPinnedColumnFields, type GridRowsProp} from '@mui/x-data-grid-pro';

const rows: GridRowsProp = [
  {id: 1, ticker: 'NOVA', company: 'Nova Energy', sector: 'Utilities', price: 41.2, change: 1.8, volume: 1203400},
  {id: 2, ticker: 'BRKL', company: 'Brookline Foods', sector: 'Consumer', price: 18.75, change: -0.6, volume: 840100},
  {id: 3, ticker: 'QNTM', company: 'Quantum Labs', sector: 'Technology', price: 212.4, change: 3.1, volume: 3390200},
  {
    id: 4,
    ticker: 'HRBR',
    company: 'Harbor Freight Lines',
    sector: 'Industrials',
    price: 67.05,
    change: 0.2,
    volume: 512700,
  },
];

const columns: GridColDef[] = [
  {field: 'ticker', headerName: 'Ticker', width: 110},
  {field: 'company', headerName: 'Company', width: 220},
  {field: 'sector', headerName: 'Sector', width: 180},
  {field: 'price', headerName: 'Price', type: 'number', width: 140},
  {field: 'change', headerName: 'Change (%)', type: 'number', width: 140},
  {field: 'volume', headerName: 'Volume', type: 'number', width: 160},
];

export default function ColumnPinningControlled() {
  const [pinnedColumns, setPinnedColumns] = React.useState<GridPinnedColumnFields>({left: ['ticker']});

  return (
    <Box sx={{width: '100%'}}>
      <Typography variant="body2" component="pre" sx={{mb: 1, fontFamily: 'monospace'}}>
        pinnedColumns: {JSON.stringify(pinnedColumns)}
      </Typography>
      <Box sx={{height: 320}}>
        <DataGridPro
          rows={rows}
          columns={columns}
          hideFooter
          pinnedColumns={pinnedColumns}
          onPinnedColumnsChange={setPinnedColumns}
        />
      </Box>
    </Box>
  );
}
