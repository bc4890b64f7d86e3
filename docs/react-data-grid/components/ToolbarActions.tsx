import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import {
  DataGrid,
  GridRowModes,
  Toolbar,
  gridRowSelectionCountSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
  type GridRowModesModel,
  type GridRowSelectionModel,
} from '@mui/x-data-grid';

type Task = {id: number; title: string; owner: string; hours: number; isNew?: boolean};

const initialTasks: Task[] = [
  {id: 1, title: 'Migrate billing service', owner: 'Mei Chen', hours: 24},
  {id: 2, title: 'Redesign onboarding emails', owner: 'Diego Herrera', hours: 10},
  {id: 3, title: 'Quarterly security review', owner: 'Lukas Brandt', hours: 16},
  {id: 4, title: 'Support macros clean-up', owner: 'Ana Lima', hours: 6},
  {id: 5, title: 'Pricing page experiment', owner: 'Léa Dubois', hours: 12},
];

const columns: GridColDef<Task>[] = [
  {field: 'title', headerName: 'Task', flex: 1, minWidth: 200, editable: true},
  {field: 'owner', headerName: 'Owner', width: 160, editable: true},
  {field: 'hours', headerName: 'Estimate (h)', type: 'number', width: 130, editable: true},
];

// Extra props the grid forwards to the toolbar slot through `slotProps.toolbar`.
declare module '@mui/x-data-grid' {
  interface ToolbarPropsOverrides {
    onAddTask: () => void;
    onDeleteSelected: () => void;
  }
}

type TaskToolbarProps = {onAddTask: () => void; onDeleteSelected: () => void};

function TaskToolbar({onAddTask, onDeleteSelected}: TaskToolbarProps) {
  const apiRef = useGridApiContext();
  const selectedCount = useGridSelector(apiRef, gridRowSelectionCountSelector);

  return (
    <Toolbar>
      <Typography variant="body2" color="text.secondary" sx={{flex: 1, mx: 0.5}}>
        {selectedCount > 0 ? `${selectedCount} selected` : 'Sprint backlog'}
      </Typography>
      <Button
        size="small"
        color="error"
        startIcon={<DeleteIcon />}
        disabled={selectedCount === 0}
        onClick={onDeleteSelected}
      >
        Delete
      </Button>
      <Button size="small" variant="contained" startIcon={<AddIcon />} onClick={onAddTask}>
        Add task
      </Button>
    </Toolbar>
  );
}

export default function ToolbarActions() {
  const [tasks, setTasks] = React.useState<Task[]>(initialTasks);
  const [rowModesModel, setRowModesModel] = React.useState<GridRowModesModel>({});
  const [selection, setSelection] = React.useState<GridRowSelectionModel>({type: 'include', ids: new Set()});
  const nextId = React.useRef(initialTasks.length + 1);

  const addTask = () => {
    const id = nextId.current;
    nextId.current += 1;
    setTasks((previous) => [{id, title: '', owner: '', hours: 0, isNew: true}, ...previous]);
    // The new row opens in edit mode, with the focus in its first cell.
    setRowModesModel((previous) => ({...previous, [id]: {mode: GridRowModes.Edit, fieldToFocus: 'title'}}));
  };

  const deleteSelected = () => {
    setTasks((previous) => previous.filter((task) => !selection.ids.has(task.id)));
    setSelection({type: 'include', ids: new Set()});
  };

  return (
    <Box sx={{height: 400, width: '100%'}}>
      <DataGrid
        rows={tasks}
        columns={columns}
        editMode="row"
        rowModesModel={rowModesModel}
        onRowModesModelChange={setRowModesModel}
        processRowUpdate={(updated: Task) => {
          const saved = {...updated, isNew: false};
          setTasks((previous) => previous.map((task) => (task.id === saved.id ? saved : task)));
          return saved;
        }}
        checkboxSelection
        rowSelectionModel={selection}
        onRowSelectionModelChange={setSelection}
        slots={{toolbar: TaskToolbar}}
        slotProps={{toolbar: {onAddTask: addTask, onDeleteSelected: deleteSelected}}}
        showToolbar
      />
    </Box>
  );
}
