import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import {DataGridPremium, type GridColDef, useKeepGroupedColumnsHidden, useGridApiRef} from '@mui/x-data-grid-premium';
import {EMPLOYEES, type Employee} from '@site/src/demo-data/employees';

const columns: GridColDef<Employee>[] = [
  {field: 'department', headerName: 'Department', width: 130},
  {field: 'name', headerName: 'Name', width: 170},
  {field: 'role', headerName: 'Role', width: 190},
];

export default function RowSelectionPropagation() {
  const apiRef = useGridApiRef();
  const [descendants, setDescendants] = React.useState(true);
  const [parents, setParents] = React.useState(true);

  const initialState = useKeepGroupedColumnsHidden({
    apiRef,
    initialState: {rowGrouping: {model: ['department']}},
  });

  return (
    <Box sx={{width: '100%'}}>
      <Stack direction="row" spacing={2} sx={{mb: 1, flexWrap: 'wrap'}}>
        <FormControlLabel
          control={<Switch checked={descendants} onChange={(event) => setDescendants(event.target.checked)} />}
          label="descendants"
        />
        <FormControlLabel
          control={<Switch checked={parents} onChange={(event) => setParents(event.target.checked)} />}
          label="parents"
        />
      </Stack>
      <Box sx={{height: 420}}>
        <DataGridPremium
          apiRef={apiRef}
          rows={EMPLOYEES}
          columns={columns}
          initialState={initialState}
          checkboxSelection
          rowSelectionPropagation={{descendants, parents}}
          defaultGroupingExpansionDepth={-1}
        />
      </Box>
    </Box>
  );
}
