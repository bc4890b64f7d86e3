import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {DataGrid, type GridColDef} from '@mui/x-data-grid';

type Task = {id: number; title: string; owner: string};

const owners = ['Priya', 'Tomás', 'Aiko', 'Jonas'];

const createTask = (id: number): Task => ({id, title: `Task #${id}`, owner: owners[id % owners.length]});

const columns: GridColDef<Task>[] = [
  {field: 'title', headerName: 'Title', flex: 1},
  {field: 'owner', headerName: 'Owner', width: 140},
];

export default function LayoutFlexGrow() {
  const [rows, setRows] = React.useState<Task[]>(() => [1, 2, 3].map(createTask));

  const addRow = () => setRows((prev) => [...prev, createTask((prev[prev.length - 1]?.id ?? 0) + 1)]);
  const removeRow = () => setRows((prev) => prev.slice(0, -1));

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1}>
        <Button size="small" variant="outlined" onClick={addRow}>
          Add a row
        </Button>
        <Button size="small" variant="outlined" onClick={removeRow} disabled={rows.length === 0}>
          Remove a row
        </Button>
      </Stack>
      {/* No fixed height: the grid fits its rows, between 200 and 450 pixels. */}
      <Box sx={{display: 'flex', flexDirection: 'column', minHeight: 200, maxHeight: 450}}>
        <DataGrid rows={rows} columns={columns} hideFooter />
      </Box>
    </Stack>
  );
}
