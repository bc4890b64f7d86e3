import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {DataGrid, type GridColDef, type GridFilterModel} from '@mui/x-data-grid';

const STORAGE_KEY = 'docs-demo-orders-grid-filter';

const columns: GridColDef[] = [
  {field: 'customer', headerName: 'Customer', width: 180},
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: ['Paid', 'Pending', 'Refunded'],
    width: 130,
  },
  {field: 'total', headerName: 'Total ($)', type: 'number', width: 120},
];

const rows = [
  {id: 1, customer: 'Acme Corp', status: 'Paid', total: 1280},
  {id: 2, customer: 'Globex', status: 'Pending', total: 640},
  {id: 3, customer: 'Initech', status: 'Paid', total: 215},
  {id: 4, customer: 'Umbrella', status: 'Refunded', total: 90},
  {id: 5, customer: 'Stark Industries', status: 'Pending', total: 4320},
  {id: 6, customer: 'Wayne Enterprises', status: 'Paid', total: 2875},
];

function readSavedFilter(): GridFilterModel | undefined {
  try {
    const saved = window.localStorage.getItem(STORAGE_KEY);
    return saved ? (JSON.parse(saved) as GridFilterModel) : undefined;
  } catch {
    return undefined;
  }
}

export default function FilteringRecipesPersisted() {
  // `null` until the saved model has been read, so the server and the first client render match
  const [initialFilter, setInitialFilter] = React.useState<GridFilterModel | undefined | null>(null);

  React.useEffect(() => {
    setInitialFilter(readSavedFilter());
  }, []);

  return (
    <Box sx={{height: 360, width: '100%'}}>
      {initialFilter === null ? (
        <Typography color="text.secondary">Loading saved filters…</Typography>
      ) : (
        <DataGrid
          rows={rows}
          columns={columns}
          initialState={initialFilter ? {filter: {filterModel: initialFilter}} : undefined}
          onFilterModelChange={(model) => {
            window.localStorage.setItem(STORAGE_KEY, JSON.stringify(model));
          }}
        />
      )}
    </Box>
  );
}
