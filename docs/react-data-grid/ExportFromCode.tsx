import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {DataGrid, type GridColDef, useGridApiRef} from '@mui/x-data-grid';

const columns: GridColDef[] = [
  {field: 'city', headerName: 'City', width: 160},
  {field: 'country', headerName: 'Country', width: 140},
  {field: 'population', headerName: 'Population', type: 'number', width: 140},
];

const rows = [
  {id: 1, city: 'Lisbon', country: 'Portugal', population: 545000},
  {id: 2, city: 'Oslo', country: 'Norway', population: 709000},
  {id: 3, city: 'Kraków', country: 'Poland', population: 804000},
  {id: 4, city: 'Ghent', country: 'Belgium', population: 265000},
];

export default function ExportFromCode() {
  const apiRef = useGridApiRef();
  const [preview, setPreview] = React.useState('');

  return (
    <Box sx={{width: '100%'}}>
      <Stack direction="row" spacing={1} sx={{mb: 1, flexWrap: 'wrap'}}>
        <Button
          variant="outlined"
          onClick={() => apiRef.current?.exportDataAsCsv({fileName: 'cities', delimiter: ';'})}
        >
          Download CSV
        </Button>
        <Button onClick={() => setPreview(apiRef.current?.getDataAsCsv({delimiter: ';'}) ?? '')}>Preview CSV</Button>
        <Button onClick={() => apiRef.current?.exportDataAsPrint({hideFooter: true})}>Print</Button>
      </Stack>
      <Box sx={{height: 320}}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} />
      </Box>
      {preview && (
        <Box component="pre" sx={{mt: 1, p: 1, bgcolor: 'action.hover', fontSize: 13, overflowX: 'auto'}}>
          {preview}
        </Box>
      )}
    </Box>
  );
}
