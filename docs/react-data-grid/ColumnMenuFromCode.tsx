import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {DataGrid, useGridApiRef, type GridColDef} from '@mui/x-data-grid';
import {EMPLOYEES, type Employee} from '@site/src/demo-data/employees';

const columns: GridColDef<Employee>[] = [
  {field: 'name', headerName: 'Name', width: 170},
  {field: 'department', headerName: 'Department', width: 140},
  {field: 'salary', headerName: 'Salary', type: 'number', width: 120},
  {field: 'rating', headerName: 'Rating', type: 'number', width: 100},
];

export default function ColumnMenuFromCode() {
  const apiRef = useGridApiRef();
  const [openedCount, setOpenedCount] = React.useState(0);

  const openMenu = (field: string) => {
    // Open the menu of a column scrolled into view, with the focus on its header.
    const api = apiRef.current;
    if (!api) {
      return;
    }
    api.scrollToIndexes({colIndex: api.getColumnIndex(field)});
    api.setColumnHeaderFocus(field);
    api.showColumnMenu(field);
  };

  return (
    <Box sx={{width: '100%'}}>
      <Stack direction="row" spacing={1} sx={{mb: 1, alignItems: 'center', flexWrap: 'wrap'}}>
        <Button size="small" variant="outlined" onClick={() => openMenu('department')}>
          Department menu
        </Button>
        <Button size="small" variant="outlined" onClick={() => openMenu('salary')}>
          Salary menu
        </Button>
        <Typography variant="body2">Menus opened: {openedCount}</Typography>
      </Stack>
      <Box sx={{height: 360}}>
        <DataGrid
          apiRef={apiRef}
          rows={EMPLOYEES.slice(0, 10)}
          columns={columns}
          hideFooter
          // Fires for every grid menu, including the ones opened from the headers.
          onMenuOpen={() => setOpenedCount((count) => count + 1)}
        />
      </Box>
    </Box>
  );
}
