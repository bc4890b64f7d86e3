import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import {DataGrid, type GridColDef, type GridPreProcessEditCellProps, type GridRowModel} from '@mui/x-data-grid';

function endsBeforeStart(start: unknown, end: unknown) {
  return start instanceof Date && end instanceof Date && end < start;
}

const dateFormatter = new Intl.DateTimeFormat('en-US', {dateStyle: 'medium'});
const formatDate = (value?: Date) => (value ? dateFormatter.format(value) : '');

const columns: GridColDef[] = [
  {field: 'trip', headerName: 'Trip', width: 160, editable: true},
  {field: 'start', headerName: 'Start', type: 'date', width: 150, editable: true, valueFormatter: formatDate},
  {
    field: 'end',
    headerName: 'End',
    type: 'date',
    width: 150,
    editable: true,
    valueFormatter: formatDate,
    preProcessEditCellProps: (params: GridPreProcessEditCellProps) => ({
      ...params.props,
      error: endsBeforeStart(params.otherFieldsProps?.start?.value, params.props.value),
    }),
  },
];

const rows = [
  {id: 1, trip: 'Lisbon offsite', start: new Date(2024, 4, 6), end: new Date(2024, 4, 9)},
  {id: 2, trip: 'Client visit, Oslo', start: new Date(2024, 5, 11), end: new Date(2024, 5, 12)},
];

// Runs when the row is saved: the last check before storing it, where a server would validate too
function processRowUpdate(newRow: GridRowModel) {
  if (endsBeforeStart(newRow.start, newRow.end)) {
    throw new Error('The end date cannot be before the start date');
  }
  return newRow;
}

export default function RecipesEditingDateRange() {
  const [error, setError] = React.useState<string | null>(null);

  return (
    <Box sx={{width: '100%'}}>
      <Alert severity={error ? 'error' : 'info'} sx={{mb: 1}}>
        {error ?? 'Double-click a row to edit it, then set an end date before the start date.'}
      </Alert>
      <Box sx={{height: 260}}>
        <DataGrid
          rows={rows}
          columns={columns}
          editMode="row"
          processRowUpdate={(newRow: GridRowModel) => {
            setError(null);
            return processRowUpdate(newRow);
          }}
          onProcessRowUpdateError={(err: Error) => setError(err.message)}
        />
      </Box>
    </Box>
  );
}
