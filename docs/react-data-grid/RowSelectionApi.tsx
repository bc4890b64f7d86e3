import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {DataGridPro, gridRowSelectionIdsSelector, type GridColDef, useGridApiRef} from '@mui/x-data-grid-pro';
import {EMPLOYEES, type Employee} from '@site/src/demo-data/employees';

const columns: GridColDef<Employee>[] = [
  {field: 'name', headerName: 'Name', width: 170},
  {field: 'department', headerName: 'Department', width: 130},
  {field: 'remote', headerName: 'Remote', type: 'boolean', width: 90},
  {field: 'salary', headerName: 'Salary', type: 'number', width: 110},
];

export default function RowSelectionApi() {
  const apiRef = useGridApiRef();
  const [summary, setSummary] = React.useState('Nothing selected');

  const selectRemote = () => {
    const remoteIds = EMPLOYEES.filter((employee) => employee.remote).map((employee) => employee.id);
    // Third argument `true`: replace the selection instead of adding to it
    apiRef.current?.selectRows(remoteIds, true, true);
  };

  const summarize = () => {
    // v8 reads the selected rows with a selector (`getSelectedRows()` is deprecated)
    const selected = Array.from(gridRowSelectionIdsSelector(apiRef).values()) as Employee[];
    const payroll = selected.reduce((sum, employee) => sum + employee.salary, 0);
    setSummary(`${selected.length} selected, payroll $${payroll.toLocaleString('en-US')}`);
  };

  return (
    <Box sx={{width: '100%'}}>
      <Stack direction="row" spacing={1} sx={{mb: 1, flexWrap: 'wrap', alignItems: 'center'}}>
        <Button size="small" variant="outlined" onClick={selectRemote}>
          Select remote staff
        </Button>
        <Button size="small" variant="outlined" onClick={() => apiRef.current?.selectRowRange({startId: 1, endId: 5})}>
          Add rows 1 to 5
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current?.setRowSelectionModel({type: 'include', ids: new Set()})}
        >
          Clear
        </Button>
        <Button size="small" onClick={summarize}>
          Summarize
        </Button>
        <Typography variant="body2">{summary}</Typography>
      </Stack>
      <Box sx={{height: 380}}>
        <DataGridPro apiRef={apiRef} rows={EMPLOYEES} columns={columns} checkboxSelection />
      </Box>
    </Box>
  );
}
