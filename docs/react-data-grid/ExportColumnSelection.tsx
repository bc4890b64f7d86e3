import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import {DataGrid, type GridColDef, useGridApiRef} from '@mui/x-data-grid';
import {EMPLOYEES, type Employee} from '@site/src/demo-data/employees';

const rows = EMPLOYEES.slice(0, 5);

const columns: GridColDef<Employee>[] = [
  {field: 'name', headerName: 'Name', width: 160},
  {field: 'department', headerName: 'Department', width: 130},
  {field: 'country', headerName: 'Country', width: 130},
  // Shown on screen, never written to a file
  {field: 'salary', headerName: 'Salary', type: 'number', width: 110, disableExport: true},
];

export default function ExportColumnSelection() {
  const apiRef = useGridApiRef();
  const [allColumns, setAllColumns] = React.useState(false);
  const [csv, setCsv] = React.useState('');
  // Bumped when the user shows or hides columns, to refresh the preview
  const [visibilityVersion, setVisibilityVersion] = React.useState(0);

  React.useEffect(() => {
    setCsv(apiRef.current?.getDataAsCsv({allColumns}) ?? '');
  }, [apiRef, allColumns, visibilityVersion]);

  return (
    <Box sx={{width: '100%'}}>
      <FormControlLabel
        control={<Switch checked={allColumns} onChange={(event) => setAllColumns(event.target.checked)} />}
        label="allColumns (include the hidden Country column)"
        sx={{mb: 1}}
      />
      <Box sx={{height: 340}}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          initialState={{columns: {columnVisibilityModel: {country: false}}}}
          onColumnVisibilityModelChange={() => setVisibilityVersion((version) => version + 1)}
          showToolbar
          slotProps={{toolbar: {csvOptions: {allColumns, fileName: 'staff'}}}}
          hideFooter
        />
      </Box>
      <Box component="pre" sx={{mt: 1, p: 1, bgcolor: 'action.hover', fontSize: 13, overflowX: 'auto'}}>
        {csv}
      </Box>
    </Box>
  );
}
