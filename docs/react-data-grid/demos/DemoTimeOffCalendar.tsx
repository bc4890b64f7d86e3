import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {DataGridPro, type GridColDef} from '@mui/x-data-grid-pro';
import {EMPLOYEES} from '@site/src/demo-data/employees';

type LeaveType = 'vacation' | 'sick' | 'training' | 'parental';
type Leave = {start: number; end: number; type: LeaveType};
type CalendarRow = {id: number; name: string; team: string; leaves: Leave[]};

const YEAR = 2025;
const MONTH = 2; // March, counted from 0
const DAYS_IN_MONTH = new Date(YEAR, MONTH + 1, 0).getDate();

const LEAVE_STYLES: Record<LeaveType, {label: string; color: string}> = {
  vacation: {label: 'Vacation', color: '#1976d2'},
  sick: {label: 'Sick leave', color: '#d32f2f'},
  training: {label: 'Training', color: '#7b1fa2'},
  parental: {label: 'Parental leave', color: '#2e7d32'},
};

// Who is away in March 2025, as day ranges (both ends included).
const LEAVES: Record<number, Leave[]> = {
  2: [{start: 10, end: 14, type: 'vacation'}],
  3: [
    {start: 3, end: 4, type: 'sick'},
    {start: 24, end: 28, type: 'vacation'},
  ],
  5: [{start: 17, end: 19, type: 'training'}],
  9: [{start: 1, end: 31, type: 'parental'}],
  10: [{start: 6, end: 7, type: 'sick'}],
  13: [
    {start: 20, end: 21, type: 'training'},
    {start: 27, end: 31, type: 'vacation'},
  ],
  14: [{start: 11, end: 12, type: 'sick'}],
  18: [{start: 3, end: 7, type: 'vacation'}],
  22: [{start: 14, end: 14, type: 'training'}],
  25: [{start: 18, end: 21, type: 'vacation'}],
};

const rows: CalendarRow[] = EMPLOYEES.slice(0, 26).map((employee) => ({
  id: employee.id,
  name: employee.name,
  team: employee.department,
  leaves: LEAVES[employee.id] ?? [],
}));

const isWeekend = (day: number) => [0, 6].includes(new Date(YEAR, MONTH, day).getDay());
const weekdayInitial = (day: number) => new Date(YEAR, MONTH, day).toLocaleDateString('en-US', {weekday: 'narrow'});
const leaveOn = (row: CalendarRow, day: number) => row.leaves.find((leave) => day >= leave.start && day <= leave.end);

const dayColumns: GridColDef<CalendarRow>[] = Array.from({length: DAYS_IN_MONTH}, (_, index) => {
  const day = index + 1;
  return {
    field: `day${day}`,
    headerName: `${weekdayInitial(day)} ${day}`,
    description: new Date(YEAR, MONTH, day).toDateString(),
    width: 52,
    sortable: false,
    filterable: false,
    disableColumnMenu: true,
    headerAlign: 'center',
    valueGetter: (_value, row) => leaveOn(row, day)?.type ?? null,
    // A leave is one cell spanning its days: the first day spans, the days it covers are skipped.
    colSpan: (_value, row) => {
      const leave = leaveOn(row, day);
      return leave && leave.start === day ? leave.end - leave.start + 1 : 1;
    },
    renderCell: ({row}) => {
      const leave = leaveOn(row, day);
      if (!leave) {
        return null;
      }
      const {label, color} = LEAVE_STYLES[leave.type];
      return (
        <Box
          title={`${row.name}: ${label}, March ${leave.start}–${leave.end}`}
          sx={{
            height: 24,
            mt: '6px',
            borderRadius: 1,
            bgcolor: color,
            color: '#fff',
            fontSize: 12,
            px: 0.5,
            overflow: 'hidden',
            whiteSpace: 'nowrap',
          }}
        >
          {leave.end - leave.start >= 1 ? label : ''}
        </Box>
      );
    },
    cellClassName: isWeekend(day) ? 'calendar-day calendar-weekend' : 'calendar-day',
    headerClassName: isWeekend(day) ? 'calendar-weekend' : undefined,
  };
});

const columns: GridColDef<CalendarRow>[] = [
  {field: 'name', headerName: 'Employee', width: 170},
  {field: 'team', headerName: 'Team', width: 120},
  ...dayColumns,
];

export default function DemoTimeOffCalendar() {
  return (
    <Box sx={{width: '100%'}}>
      <Stack direction="row" spacing={2} sx={{mb: 1, flexWrap: 'wrap'}} component="ul" aria-label="Legend">
        {Object.values(LEAVE_STYLES).map(({label, color}) => (
          <Stack
            key={label}
            component="li"
            direction="row"
            spacing={0.75}
            sx={{alignItems: 'center', listStyle: 'none'}}
          >
            <Box sx={{width: 12, height: 12, borderRadius: 0.5, bgcolor: color}} />
            <Typography variant="body2">{label}</Typography>
          </Stack>
        ))}
      </Stack>
      <Box sx={{height: 520}}>
        <DataGridPro
          rows={rows}
          columns={columns}
          density="compact"
          hideFooter
          disableRowSelectionOnClick
          showCellVerticalBorder
          columnHeaderHeight={44}
          initialState={{pinnedColumns: {left: ['name']}}}
          sx={{
            '& .calendar-weekend': {bgcolor: 'action.hover'},
            '& .calendar-day': {px: 0.25},
          }}
        />
      </Box>
    </Box>
  );
}
