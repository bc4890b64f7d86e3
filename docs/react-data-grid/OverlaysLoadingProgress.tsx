import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {DataGrid, type GridColDef, GridOverlay} from '@mui/x-data-grid';
import {ORDERS, type Order} from '@site/src/demo-data/orders';

declare module '@mui/x-data-grid' {
  interface LoadingOverlayPropsOverrides {
    progress?: number;
  }
}

// A determinate bar, for imports whose progress is known
function ImportProgressOverlay({progress = 0}: {progress?: number}) {
  return (
    <GridOverlay>
      <Paper elevation={3} sx={{width: '60%', maxWidth: 360, p: 2, textAlign: 'center'}}>
        <LinearProgress variant="determinate" value={progress} aria-label="Import progress" />
        <Typography variant="body2" sx={{mt: 1}}>
          Importing orders: {Math.round(progress)}%
        </Typography>
      </Paper>
    </GridOverlay>
  );
}

const columns: GridColDef<Order>[] = [
  {field: 'id', headerName: 'Order', width: 80},
  {field: 'customer', headerName: 'Customer', width: 160},
  {field: 'product', headerName: 'Product', width: 170},
  {field: 'status', headerName: 'Status', width: 120},
];

const BATCH = 20;

export default function OverlaysLoadingProgress() {
  const [rows, setRows] = React.useState<Order[]>([]);
  const [importing, setImporting] = React.useState(true);

  // Simulates an import that delivers the orders in batches
  React.useEffect(() => {
    if (!importing) {
      return undefined;
    }
    const timer = setInterval(() => {
      setRows((current) => ORDERS.slice(0, current.length + BATCH));
    }, 400);
    return () => clearInterval(timer);
  }, [importing]);

  const done = rows.length === ORDERS.length;
  React.useEffect(() => {
    if (done) {
      setImporting(false);
    }
  }, [done]);

  const restart = () => {
    setRows([]);
    setImporting(true);
  };

  return (
    <Box sx={{width: '100%'}}>
      <Button variant="outlined" onClick={restart} disabled={importing} sx={{mb: 1}}>
        Import again
      </Button>
      <Box sx={{height: 360}}>
        <DataGrid
          rows={rows}
          columns={columns}
          loading={importing}
          slots={{loadingOverlay: ImportProgressOverlay}}
          slotProps={{loadingOverlay: {progress: (rows.length / ORDERS.length) * 100}}}
        />
      </Box>
    </Box>
  );
}
