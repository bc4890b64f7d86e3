import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import {DataGrid, type GridColDef, type GridPaginationModel, type GridRowSelectionModel} from '@mui/x-data-grid';
import {EMPLOYEES, type Employee} from '@site/src/demo-data/employees';

// A fake backend that returns one page of employees at a time
function fetchPage({page, pageSize}: GridPaginationModel): Promise<Employee[]> {
  return new Promise((resolve) => {
    setTimeout(() => resolve(EMPLOYEES.slice(page * pageSize, (page + 1) * pageSize)), 300);
  });
}

const columns: GridColDef<Employee>[] = [
  {field: 'name', headerName: 'Name', width: 170},
  {field: 'role', headerName: 'Role', width: 190},
  {field: 'country', headerName: 'Country', width: 140},
];

export default function RowSelectionServerPages() {
  const [paginationModel, setPaginationModel] = React.useState<GridPaginationModel>({page: 0, pageSize: 5});
  const [rows, setRows] = React.useState<Employee[]>([]);
  const [loading, setLoading] = React.useState(true);
  const [selection, setSelection] = React.useState<GridRowSelectionModel>({type: 'include', ids: new Set()});
  const [keep, setKeep] = React.useState(true);

  React.useEffect(() => {
    let active = true;
    setLoading(true);
    fetchPage(paginationModel).then((pageRows) => {
      if (active) {
        setRows(pageRows);
        setLoading(false);
      }
    });
    return () => {
      active = false;
    };
  }, [paginationModel]);

  return (
    <Box sx={{width: '100%'}}>
      <Stack direction="row" spacing={2} sx={{mb: 1, alignItems: 'center', flexWrap: 'wrap'}}>
        <FormControlLabel
          control={<Switch checked={keep} onChange={(event) => setKeep(event.target.checked)} />}
          label="keepNonExistentRowsSelected"
        />
        <Typography variant="body2">
          Selected ids: {selection.ids.size > 0 ? Array.from(selection.ids).join(', ') : 'none'}
        </Typography>
      </Stack>
      <Box sx={{height: 420}}>
        <DataGrid
          rows={rows}
          columns={columns}
          rowCount={EMPLOYEES.length}
          loading={loading}
          paginationMode="server"
          paginationModel={paginationModel}
          onPaginationModelChange={setPaginationModel}
          pageSizeOptions={[5]}
          checkboxSelection
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
          keepNonExistentRowsSelected={keep}
        />
      </Box>
    </Box>
  );
}
