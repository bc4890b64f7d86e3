import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {DataGrid, useGridApiRef, type GridColDef, type GridInitialState, type GridRowsProp} from '@mui/x-data-grid';

const STORAGE_KEY = 'docs-demo-orders-grid-layout';

const rows: GridRowsProp = [
  {id: 'SO-301', customer: 'Northwind', email: 'buyer@northwind.example', status: 'Shipped', total: 1290.5},
  {id: 'SO-302', customer: 'Blue Harbor', email: 'orders@blueharbor.example', status: 'Pending', total: 480},
  {id: 'SO-303', customer: 'Acme Tools', email: 'po@acme.example', status: 'Delivered', total: 215.75},
  {id: 'SO-304', customer: 'Green Leaf', email: 'supply@greenleaf.example', status: 'Shipped', total: 3020},
];

const columns: GridColDef[] = [
  {field: 'id', headerName: 'Order', width: 100},
  {field: 'customer', headerName: 'Customer', width: 150},
  {field: 'email', headerName: 'Email', width: 220},
  {field: 'status', headerName: 'Status', width: 120},
  {field: 'total', headerName: 'Total (USD)', type: 'number', width: 130},
];

function readSavedState(): GridInitialState {
  try {
    const saved = localStorage.getItem(STORAGE_KEY);
    return saved ? (JSON.parse(saved) as GridInitialState) : {};
  } catch {
    return {};
  }
}

export default function ColumnRecipesPersistLayout() {
  const apiRef = useGridApiRef();
  // `localStorage` only exists in the browser: read it after mounting, then render the grid.
  const [initialState, setInitialState] = React.useState<GridInitialState | null>(null);

  React.useEffect(() => {
    setInitialState(readSavedState());
  }, []);

  const save = React.useCallback(() => {
    if (apiRef.current?.exportState) {
      const {columns: columnsState} = apiRef.current.exportState();
      localStorage.setItem(STORAGE_KEY, JSON.stringify({columns: columnsState}));
    }
  }, [apiRef]);

  React.useEffect(() => {
    window.addEventListener('beforeunload', save);
    return () => window.removeEventListener('beforeunload', save);
  }, [save]);

  return (
    <Box sx={{width: '100%'}}>
      <Typography variant="body2" sx={{mb: 1}}>
        Resize or hide a column, then reload the page: the layout is restored.
      </Typography>
      <Box sx={{height: 320}}>
        {initialState && (
          <DataGrid
            apiRef={apiRef}
            rows={rows}
            columns={columns}
            initialState={initialState}
            hideFooter
            // Save on every change, not only when the page is closed.
            onColumnWidthChange={save}
            onColumnVisibilityModelChange={save}
          />
        )}
      </Box>
    </Box>
  );
}
