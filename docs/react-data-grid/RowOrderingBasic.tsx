import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {DataGridPro, type GridColDef, type GridRowOrderChangeParams} from '@mui/x-data-grid-pro';

type Step = {id: number; title: string; owner: string; __reorder__: string};

const columns: GridColDef<Step>[] = [
  {field: 'title', headerName: 'Step', flex: 1},
  {field: 'owner', headerName: 'Owner', width: 140},
];

const createStep = (id: number, title: string, owner: string): Step => ({id, title, owner, __reorder__: title});

function moveItem<T>(items: T[], from: number, to: number): T[] {
  const copy = [...items];
  const [moved] = copy.splice(from, 1);
  copy.splice(to, 0, moved);
  return copy;
}

export default function RowOrderingBasic() {
  const [rows, setRows] = React.useState<Step[]>([
    createStep(1, 'Collect requirements', 'Ana'),
    createStep(2, 'Write the proposal', 'Ben'),
    createStep(3, 'Review with the client', 'Ana'),
    createStep(4, 'Plan the first sprint', 'Chioma'),
    createStep(5, 'Kick-off meeting', 'Ben'),
  ]);

  const handleRowOrderChange = (params: GridRowOrderChangeParams) => {
    // Apply the move to our own state; this is where you would also save it.
    setRows((prev) => moveItem(prev, params.oldIndex, params.targetIndex));
  };

  return (
    <Box sx={{width: '100%'}}>
      <Typography variant="body2" sx={{mb: 1}}>
        Saved order: {rows.map((row) => row.id).join(' → ')}
      </Typography>
      <Box sx={{height: 360}}>
        <DataGridPro
          rows={rows}
          columns={columns}
          rowReordering
          disableColumnSorting
          hideFooter
          onRowOrderChange={handleRowOrderChange}
        />
      </Box>
    </Box>
  );
}
