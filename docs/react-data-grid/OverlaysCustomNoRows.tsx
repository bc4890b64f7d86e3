import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import {DataGrid, type GridColDef, GridOverlay} from '@mui/x-data-grid';
import {EMPLOYEES, type Employee} from '@site/src/demo-data/employees';

// Lets `slotProps.noRowsOverlay` accept the extra prop (optional, so other grids are unaffected)
declare module '@mui/x-data-grid' {
  interface NoRowsOverlayPropsOverrides {
    onAddPerson?: () => void;
  }
}

function EmptyTeamOverlay({onAddPerson}: {onAddPerson?: () => void}) {
  return (
    <GridOverlay>
      <Box sx={{textAlign: 'center', p: 2}}>
        {/* A simple inline illustration: three empty seats */}
        <Box component="svg" viewBox="0 0 120 48" sx={{width: 120, height: 48, color: 'text.disabled'}} aria-hidden>
          {[10, 46, 82].map((x) => (
            <g key={x} fill="none" stroke="currentColor" strokeWidth={2}>
              <circle cx={x + 14} cy={14} r={8} />
              <path d={`M${x} 44 q14 -22 28 0`} />
            </g>
          ))}
        </Box>
        <Typography variant="subtitle2" sx={{mt: 1}}>
          This team has no members yet
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{mb: 1.5}}>
          Add people to assign them projects.
        </Typography>
        <Button size="small" variant="contained" startIcon={<PersonAddIcon />} onClick={onAddPerson}>
          Add a person
        </Button>
      </Box>
    </GridOverlay>
  );
}

const columns: GridColDef<Employee>[] = [
  {field: 'name', headerName: 'Name', width: 170},
  {field: 'role', headerName: 'Role', width: 190},
  {field: 'city', headerName: 'City', width: 130},
];

export default function OverlaysCustomNoRows() {
  const [team, setTeam] = React.useState<Employee[]>([]);

  const addPerson = () => setTeam((current) => EMPLOYEES.slice(0, current.length + 1));

  return (
    <Box sx={{height: 340, width: '100%'}}>
      <DataGrid
        rows={team}
        columns={columns}
        slots={{noRowsOverlay: EmptyTeamOverlay}}
        slotProps={{noRowsOverlay: {onAddPerson: addPerson}}}
      />
    </Box>
  );
}
