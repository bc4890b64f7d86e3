import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {DataGridPremium, type GridColDef} from '@mui/x-data-grid-premium';

type Person = {id: number; name: string};
type Task = {id: number; title: string; owner: Person; estimate: number};

const PEOPLE: Person[] = [
  {id: 1, name: 'Amara Okafor'},
  {id: 2, name: 'Lukas Brandt'},
  {id: 3, name: 'Mei Chen'},
];

const rows: Task[] = [
  {id: 1, title: 'Migrate the billing service', owner: PEOPLE[0], estimate: 5},
  {id: 2, title: 'Review the onboarding flow', owner: PEOPLE[1], estimate: 2},
  {id: 3, title: 'Fix the CSV export encoding', owner: PEOPLE[2], estimate: 1},
  {id: 4, title: 'Write the release notes', owner: PEOPLE[0], estimate: 1},
  {id: 5, title: 'Upgrade the design tokens', owner: PEOPLE[1], estimate: 3},
  {id: 6, title: 'Profile the search endpoint', owner: PEOPLE[2], estimate: 4},
  {id: 7, title: 'Plan the Q3 roadmap', owner: PEOPLE[0], estimate: 2},
];

const columns: GridColDef<Task>[] = [
  {
    field: 'owner',
    headerName: 'Owner',
    width: 160,
    // The group key comes from the valueGetter (v8)...
    valueGetter: (value: Person) => value?.name,
    // ...and a row dropped into another group gets that group's person back through the setter.
    groupingValueSetter: (groupingValue, row) => ({
      ...row,
      owner: PEOPLE.find((person) => person.name === groupingValue) ?? row.owner,
    }),
  },
  {field: 'title', headerName: 'Task', flex: 1, minWidth: 220},
  {field: 'estimate', headerName: 'Days', type: 'number', width: 90},
];

export default function RowGroupingReorderAcrossGroups() {
  const [lastMove, setLastMove] = React.useState('Drag a task by its handle into another person’s group.');

  // Moving a row between groups is an update of the row: it goes through processRowUpdate,
  // the place to save the new owner on your server. The grid keeps the row where it was dropped.
  const processRowUpdate = (newRow: Task, oldRow: Task) => {
    if (newRow.owner.id !== oldRow.owner.id) {
      setLastMove(`“${newRow.title}” moved from ${oldRow.owner.name} to ${newRow.owner.name}.`);
    }
    return newRow;
  };

  return (
    <Box sx={{width: '100%'}}>
      <Typography variant="body2" sx={{mb: 1}}>
        {lastMove}
      </Typography>
      <Box sx={{height: 440}}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          rowReordering
          processRowUpdate={processRowUpdate}
          defaultGroupingExpansionDepth={-1}
          initialState={{
            rowGrouping: {model: ['owner']},
            columns: {columnVisibilityModel: {owner: false}},
          }}
          hideFooter
        />
      </Box>
    </Box>
  );
}
