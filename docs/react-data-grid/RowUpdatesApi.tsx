import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {DataGrid, useGridApiRef, type GridColDef, type GridRowsProp} from '@mui/x-data-grid';

const rows: GridRowsProp = [
  {id: 1, symbol: 'ACME', company: 'Acme Corporation', price: 101.2},
  {id: 2, symbol: 'GLOBEX', company: 'Globex Industries', price: 55.9},
  {id: 3, symbol: 'INITECH', company: 'Initech Software', price: 23.45},
];

const columns: GridColDef[] = [
  {field: 'symbol', headerName: 'Symbol', width: 120},
  {field: 'company', headerName: 'Company', flex: 1, minWidth: 160},
  {field: 'price', headerName: 'Price', type: 'number', width: 120},
];

export default function RowUpdatesApi() {
  const apiRef = useGridApiRef();

  // The MIT grid accepts one update per `updateRows` call.
  const raiseAcme = () => {
    const api = apiRef.current;
    const current = api?.getRow(1);
    if (api && current) {
      api.updateRows([{id: 1, price: Math.round((current.price + 1.5) * 100) / 100}]);
    }
  };

  return (
    <Box sx={{width: '100%'}}>
      <Stack direction="row" spacing={1} sx={{mb: 1, flexWrap: 'wrap'}}>
        <Button size="small" variant="outlined" onClick={raiseAcme}>
          Raise ACME by 1.50
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current?.updateRows([{id: 2, _action: 'delete'}])}
        >
          Delete GLOBEX
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current?.updateRows([{id: 4, symbol: 'UMBR', company: 'Umbrella Health', price: 77.1}])}
        >
          Insert UMBR
        </Button>
      </Stack>
      <Box sx={{height: 300}}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} hideFooter />
      </Box>
    </Box>
  );
}
