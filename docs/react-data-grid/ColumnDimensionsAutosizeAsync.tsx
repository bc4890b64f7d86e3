import * as React from 'react';
import {flushSync} from 'react-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {DataGrid, useGridApiRef, type GridColDef} from '@mui/x-data-grid';
import {EMPLOYEES, type Employee} from '@site/src/demo-data/employees';

const columns: GridColDef<Employee>[] = [
  {field: 'name', headerName: 'Name', width: 90},
  {field: 'email', headerName: 'Email', width: 90},
  {field: 'role', headerName: 'Role', width: 90},
  {field: 'country', headerName: 'Country', width: 90},
];

// A fake request: the rows arrive after the grid has mounted.
function fetchEmployees() {
  return new Promise<Employee[]>((resolve) => {
    setTimeout(() => resolve(EMPLOYEES.slice(0, 12)), 800);
  });
}

export default function ColumnDimensionsAutosizeAsync() {
  const apiRef = useGridApiRef();
  const [rows, setRows] = React.useState<Employee[]>([]);
  const [loading, setLoading] = React.useState(true);
  const [requestId, setRequestId] = React.useState(0);

  React.useEffect(() => {
    let active = true;
    let autosizeTimer: ReturnType<typeof setTimeout> | undefined;
    setLoading(true);
    setRows([]);
    fetchEmployees().then((result) => {
      if (!active) {
        return;
      }
      // Commit the new rows now, then let the grid render them before measuring their cells.
      flushSync(() => {
        setRows(result);
        setLoading(false);
      });
      autosizeTimer = setTimeout(() => apiRef.current?.autosizeColumns({includeHeaders: true}));
    });
    return () => {
      active = false;
      clearTimeout(autosizeTimer);
    };
  }, [apiRef, requestId]);

  return (
    <Box sx={{width: '100%'}}>
      <Button size="small" variant="outlined" sx={{mb: 1}} onClick={() => setRequestId((id) => id + 1)}>
        Reload
      </Button>
      <Box sx={{height: 360}}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} loading={loading} hideFooter />
      </Box>
    </Box>
  );
}
