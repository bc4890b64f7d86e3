import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import {DataGrid, type GridColDef} from '@mui/x-data-grid';
import {EMPLOYEES, type Employee} from '@site/src/demo-data/employees';

const rows = EMPLOYEES.slice(0, 12);

export default function RowSpanningOptOut() {
  const [optOut, setOptOut] = React.useState(true);

  const columns = React.useMemo<GridColDef<Employee>[]>(
    () => [
      {field: 'department', headerName: 'Department', width: 130},
      {field: 'name', headerName: 'Name', width: 170},
      {
        field: 'remote',
        headerName: 'Remote',
        type: 'boolean',
        width: 100,
        // A value unique to each row: equal neighbours never merge
        rowSpanValueGetter: optOut ? (_value, row) => row.id : undefined,
      },
      {field: 'rating', headerName: 'Rating', type: 'number', width: 90, rowSpanValueGetter: (_value, row) => row.id},
    ],
    [optOut],
  );

  return (
    <Box sx={{width: '100%'}}>
      <FormControlLabel
        control={<Switch checked={optOut} onChange={(event) => setOptOut(event.target.checked)} />}
        label="Keep the Remote column out of row spanning"
        sx={{mb: 1}}
      />
      <Box sx={{height: 440}}>
        <DataGrid rows={rows} columns={columns} rowSpanning showCellVerticalBorder density="compact" hideFooter />
      </Box>
    </Box>
  );
}
