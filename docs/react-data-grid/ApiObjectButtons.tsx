import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {DataGrid, type GridColDef, useGridApiRef} from '@mui/x-data-grid';

const columns: GridColDef[] = [
  {field: 'name', headerName: 'Name', width: 180},
  {field: 'email', headerName: 'Email', width: 240},
  {field: 'plan', headerName: 'Plan', width: 120},
];

const names = ['Ava', 'Ben', 'Cleo', 'Dmitri', 'Esme', 'Farid', 'Gwen', 'Hiro', 'Isla', 'Joao'];
const plans = ['Free', 'Team', 'Business'];

const rows = Array.from({length: 60}, (_, index) => {
  const name = `${names[index % names.length]} ${String.fromCharCode(65 + (index % 26))}.`;
  return {
    id: index + 1,
    name,
    email: `${names[index % names.length].toLowerCase()}${index + 1}@example.com`,
    plan: plans[(index * 7) % plans.length],
  };
});

export default function ApiObjectButtons() {
  const apiRef = useGridApiRef();

  // `apiRef.current` is `null` until the grid has mounted.
  const goToLastRow = () => {
    const api = apiRef.current;
    if (api) {
      api.scrollToIndexes({rowIndex: api.getRowsCount() - 1});
    }
  };

  return (
    <Stack spacing={1} sx={{width: '100%'}}>
      <Stack direction="row" spacing={1} sx={{flexWrap: 'wrap'}}>
        <Button variant="outlined" onClick={goToLastRow}>
          Scroll to last row
        </Button>
        <Button
          variant="outlined"
          onClick={() =>
            apiRef.current?.setFilterModel({items: [{field: 'plan', operator: 'equals', value: 'Business'}]})
          }
        >
          Show Business plans
        </Button>
        <Button onClick={() => apiRef.current?.setFilterModel({items: []})}>Clear filters</Button>
        <Button onClick={() => apiRef.current?.exportDataAsCsv()}>Download CSV</Button>
      </Stack>
      <Box sx={{height: 400}}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} hideFooterPagination />
      </Box>
    </Stack>
  );
}
