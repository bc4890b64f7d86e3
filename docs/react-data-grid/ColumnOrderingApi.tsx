import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  gridColumnFieldsSelector,
  useGridApiRef,
  type GridColDef,
  type GridRowsProp,
} from '@mui/x-data-grid-pro';

const rows: GridRowsProp = [
  {id: 1, city: 'Vancouver', country: 'Canada', timezone: 'UTC-8', population: 662248},
  {id: 2, city: 'Marrakesh', country: 'Morocco', timezone: 'UTC+1', population: 928850},
  {id: 3, city: 'Hanoi', country: 'Vietnam', timezone: 'UTC+7', population: 8053663},
];

const columns: GridColDef[] = [
  {field: 'city', headerName: 'City', width: 140},
  {field: 'country', headerName: 'Country', width: 140},
  {field: 'timezone', headerName: 'Time zone', width: 120},
  {field: 'population', headerName: 'Population', type: 'number', width: 140},
];

export default function ColumnOrderingApi() {
  const apiRef = useGridApiRef();
  const [order, setOrder] = React.useState(columns.map((column) => column.field));

  const moveCityTo = (targetIndex: number) => {
    apiRef.current?.setColumnIndex('city', targetIndex);
    setOrder(gridColumnFieldsSelector(apiRef));
  };

  return (
    <Box sx={{width: '100%'}}>
      <Stack direction="row" spacing={1} sx={{mb: 1}}>
        <Button size="small" variant="outlined" onClick={() => moveCityTo(0)}>
          City first
        </Button>
        <Button size="small" variant="outlined" onClick={() => moveCityTo(columns.length - 1)}>
          City last
        </Button>
      </Stack>
      <Typography variant="body2" sx={{mb: 1}}>
        Current order: {order.join(', ')}
      </Typography>
      <Box sx={{height: 260}}>
        <DataGridPro
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          hideFooter
          // Keep the displayed order in sync when users drag headers too.
          onColumnOrderChange={() => setOrder(gridColumnFieldsSelector(apiRef))}
        />
      </Box>
    </Box>
  );
}
