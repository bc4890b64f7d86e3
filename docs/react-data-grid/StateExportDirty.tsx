import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {DataGrid, useGridApiRef, type GridColDef, type GridInitialState} from '@mui/x-data-grid';
import {EMPLOYEES, type Employee} from '@site/src/demo-data/employees';

const columns: GridColDef<Employee>[] = [
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 160},
  {field: 'department', headerName: 'Department'},
  {field: 'city', headerName: 'City'},
  {field: 'salary', headerName: 'Salary (USD)', type: 'number'},
];

type Exports = {full: GridInitialState; dirty: GridInitialState};

export default function StateExportDirty() {
  const apiRef = useGridApiRef();
  const [exports, setExports] = React.useState<Exports | null>(null);

  const exportBoth = () => {
    const api = apiRef.current;
    if (api) {
      setExports({full: api.exportState(), dirty: api.exportState({exportOnlyDirtyModels: true})});
    }
  };

  return (
    <Box sx={{width: '100%'}}>
      <Stack direction="row" spacing={2} sx={{mb: 1, alignItems: 'center'}}>
        <Button size="small" variant="outlined" onClick={exportBoth}>
          Export the state
        </Button>
        <Typography variant="body2" color="text.secondary">
          Sort or resize a column first, then export again.
        </Typography>
      </Stack>
      <Box sx={{height: 300}}>
        <DataGrid
          apiRef={apiRef}
          rows={EMPLOYEES}
          columns={columns}
          initialState={{pagination: {paginationModel: {pageSize: 25, page: 0}}}}
          pageSizeOptions={[25, 50]}
        />
      </Box>
      {exports && (
        <Stack direction={{xs: 'column', md: 'row'}} spacing={2} sx={{mt: 1}}>
          {(['full', 'dirty'] as const).map((kind) => (
            <Box key={kind} sx={{flex: 1, minWidth: 0}}>
              <Typography variant="subtitle2">
                {kind === 'full' ? 'exportState()' : 'exportState({ exportOnlyDirtyModels: true })'}
              </Typography>
              <Box
                component="pre"
                sx={{m: 0, p: 1, fontSize: 12, maxHeight: 220, overflow: 'auto', bgcolor: 'action.hover'}}
              >
                {JSON.stringify(exports[kind], null, 2)}
              </Box>
            </Box>
          ))}
        </Stack>
      )}
    </Box>
  );
}
