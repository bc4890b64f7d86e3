import * as React from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {DataGrid, type GridColDef} from '@mui/x-data-grid';
import {EMPLOYEES, type Employee} from '@site/src/demo-data/employees';

const columns: GridColDef<Employee>[] = [
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 150},
  {field: 'department', headerName: 'Department', width: 130},
  {field: 'role', headerName: 'Role', flex: 1, minWidth: 170},
];

export default function MigrationDataGridRowHover() {
  const [hovered, setHovered] = React.useState<Employee | null>(null);

  // v4's onRowEnter/onRowLeave props became plain DOM handlers on the row slot.
  const handleMouseEnter = React.useCallback((event: React.MouseEvent<HTMLDivElement>) => {
    const id = Number(event.currentTarget.dataset.id);
    setHovered(EMPLOYEES.find((employee) => employee.id === id) ?? null);
  }, []);
  const handleMouseLeave = React.useCallback(() => setHovered(null), []);

  return (
    <Box sx={{width: '100%'}}>
      <Paper variant="outlined" sx={{px: 2, py: 1, mb: 1, minHeight: 56}}>
        {hovered ? (
          <Typography variant="body2">
            <strong>{hovered.name}</strong> works in {hovered.city}, {hovered.country}, since{' '}
            {hovered.startDate.getFullYear()} ({hovered.remote ? 'remote' : 'on site'}).
          </Typography>
        ) : (
          <Typography variant="body2" sx={{color: 'text.secondary'}}>
            Point at a row to see where that person works.
          </Typography>
        )}
      </Paper>
      <Box sx={{height: 340}}>
        <DataGrid
          rows={EMPLOYEES}
          columns={columns}
          initialState={{density: 'compact'}}
          hideFooter
          slotProps={{row: {onMouseEnter: handleMouseEnter, onMouseLeave: handleMouseLeave}}}
        />
      </Box>
    </Box>
  );
}
