import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, type GridColDef} from '@mui/x-data-grid';

type Slot = {id: string; time: string; mainHall: string; roomB: string; workshop: string};

// One row per half hour; a talk that lasts an hour fills two consecutive rows
const rows: Slot[] = [
  {id: '09:00', time: '09:00', mainHall: 'Opening keynote', roomB: 'Opening keynote', workshop: 'Registration'},
  {id: '09:30', time: '09:30', mainHall: 'Opening keynote', roomB: 'Opening keynote', workshop: 'Registration'},
  {id: '10:00', time: '10:00', mainHall: 'State of React', roomB: 'Typed APIs', workshop: 'Accessible grids'},
  {id: '10:30', time: '10:30', mainHall: 'State of React', roomB: 'Design tokens', workshop: 'Accessible grids'},
  {id: '11:00', time: '11:00', mainHall: 'Coffee break', roomB: 'Coffee break', workshop: 'Accessible grids'},
  {id: '11:30', time: '11:30', mainHall: 'Charts at scale', roomB: 'Testing dates', workshop: 'Accessible grids'},
  {id: '12:00', time: '12:00', mainHall: 'Lunch', roomB: 'Lunch', workshop: 'Lunch'},
  {id: '12:30', time: '12:30', mainHall: 'Lunch', roomB: 'Lunch', workshop: 'Lunch'},
];

const room = (field: keyof Slot, headerName: string): GridColDef<Slot> => ({
  field,
  headerName,
  flex: 1,
  minWidth: 160,
  sortable: false,
  cellClassName: 'schedule-session',
});

const columns: GridColDef<Slot>[] = [
  {field: 'time', headerName: 'Time', width: 90, sortable: false},
  room('mainHall', 'Main hall'),
  room('roomB', 'Room B'),
  room('workshop', 'Workshop room'),
];

export default function RowSpanningSchedule() {
  return (
    <Box sx={{height: 470, width: '100%'}}>
      <DataGrid
        rows={rows}
        columns={columns}
        rowSpanning
        showCellVerticalBorder
        showColumnVerticalBorder
        disableRowSelectionOnClick
        density="compact"
        hideFooter
        sx={{
          // Center each session in its merged cell
          '& .schedule-session': {display: 'flex', alignItems: 'center'},
        }}
      />
    </Box>
  );
}
