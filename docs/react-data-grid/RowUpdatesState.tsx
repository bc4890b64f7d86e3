import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {DataGrid, type GridColDef} from '@mui/x-data-grid';

type Task = {id: number; title: string; done: boolean};

const columns: GridColDef<Task>[] = [
  {field: 'title', headerName: 'Title', flex: 1},
  {field: 'done', headerName: 'Done', type: 'boolean', width: 100},
];

export default function RowUpdatesState() {
  const [rows, setRows] = React.useState<Task[]>([
    {id: 1, title: 'Write the brief', done: true},
    {id: 2, title: 'Review the draft', done: false},
  ]);
  const nextId = React.useRef(3);

  const addTask = () => {
    const id = nextId.current;
    nextId.current += 1;
    // Always a new array: the grid compares the `rows` prop by reference.
    setRows((prev) => [...prev, {id, title: `New task ${id}`, done: false}]);
  };

  const completeAll = () => setRows((prev) => prev.map((row) => ({...row, done: true})));

  return (
    <Box sx={{width: '100%'}}>
      <Stack direction="row" spacing={1} sx={{mb: 1}}>
        <Button size="small" variant="outlined" onClick={addTask}>
          Add task
        </Button>
        <Button size="small" variant="outlined" onClick={completeAll}>
          Mark all as done
        </Button>
      </Stack>
      <Box sx={{height: 320}}>
        <DataGrid rows={rows} columns={columns} checkboxSelection />
      </Box>
    </Box>
  );
}
