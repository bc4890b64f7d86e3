import * as React from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {DataGrid, type GridColDef} from '@mui/x-data-grid';
import {EMPLOYEES, type Employee} from '@site/src/demo-data/employees';

const columns: GridColDef<Employee>[] = [
  {field: 'name', headerName: 'Name', width: 170},
  {field: 'role', headerName: 'Role', flex: 1, minWidth: 160},
  {field: 'city', headerName: 'City', width: 120},
];

const rows = EMPLOYEES.slice(0, 12);

export default function ComponentsSlotRowEvents() {
  const [hovered, setHovered] = React.useState<Employee | null>(null);

  // Each row element carries its id in `data-id`.
  const handleMouseEnter = (event: React.MouseEvent<HTMLElement>) => {
    const id = Number(event.currentTarget.dataset.id);
    setHovered(rows.find((row) => row.id === id) ?? null);
  };

  return (
    <Box sx={{display: 'flex', gap: 2, flexWrap: 'wrap', width: '100%'}}>
      <Box sx={{height: 380, flex: '1 1 420px', minWidth: 0}}>
        <DataGrid
          rows={rows}
          columns={columns}
          hideFooter
          slotProps={{
            row: {
              onMouseEnter: handleMouseEnter,
              onMouseLeave: () => setHovered(null),
            },
          }}
        />
      </Box>
      <Paper variant="outlined" sx={{p: 2, flex: '0 1 240px', alignSelf: 'flex-start'}}>
        {hovered ? (
          <React.Fragment>
            <Typography variant="subtitle2">{hovered.name}</Typography>
            <Typography variant="body2">{hovered.email}</Typography>
            <Typography variant="body2">
              {hovered.department}, since {hovered.startDate.getFullYear()}
            </Typography>
            <Typography variant="body2">{hovered.remote ? 'Works remotely' : 'Works on site'}</Typography>
          </React.Fragment>
        ) : (
          <Typography variant="body2" color="text.secondary">
            Point at a row to see the details of the person.
          </Typography>
        )}
      </Paper>
    </Box>
  );
}
