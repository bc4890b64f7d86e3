import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, type GridColDef} from '@mui/x-data-grid';

type Session = {title: string; start: number; hours: number};
type Room = {id: string; room: string; sessions: Session[]};

const HOURS = [9, 10, 11, 12, 13, 14, 15, 16];

const rows: Room[] = [
  {
    id: 'atlas',
    room: 'Atlas',
    sessions: [
      {title: 'Keynote', start: 9, hours: 2},
      {title: 'Lunch', start: 12, hours: 1},
      {title: 'Workshop: accessible tables', start: 13, hours: 3},
    ],
  },
  {
    id: 'borealis',
    room: 'Borealis',
    sessions: [
      {title: 'Design systems at scale', start: 10, hours: 1},
      {title: 'Lunch', start: 12, hours: 1},
      {title: 'Panel', start: 14, hours: 1},
      {title: 'Office hours', start: 15, hours: 2},
    ],
  },
  {
    id: 'cosmos',
    room: 'Cosmos',
    sessions: [
      {title: 'Hackathon', start: 9, hours: 3},
      {title: 'Lunch', start: 12, hours: 1},
      {title: 'Hackathon demos', start: 13, hours: 2},
    ],
  },
];

const sessionAt = (row: Room, hour: number) => row.sessions.find((session) => session.start === hour);

const hourColumns: GridColDef<Room>[] = HOURS.map((hour) => ({
  field: `h${hour}`,
  headerName: `${hour}:00`,
  width: 110,
  sortable: false,
  // The title appears in the slot where a session starts...
  valueGetter: (_value, row) => sessionAt(row, hour)?.title ?? '',
  // ...and the cell spans as many slots as the session lasts.
  colSpan: (_value, row) => sessionAt(row, hour)?.hours,
  cellClassName: (params) => (params.value ? 'session' : ''),
}));

const columns: GridColDef<Room>[] = [{field: 'room', headerName: 'Room', width: 110}, ...hourColumns];

export default function ColumnSpanningSchedule() {
  return (
    <Box
      sx={{
        height: 260,
        width: '100%',
        '& .session': {bgcolor: 'action.selected', borderRadius: 1, fontWeight: 500},
      }}
    >
      <DataGrid rows={rows} columns={columns} hideFooter showCellVerticalBorder disableColumnMenu />
    </Box>
  );
}
