import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {DataGrid, useGridApiRef, type GridColDef, type GridInitialState} from '@mui/x-data-grid';
import {EMPLOYEES, type Employee} from '@site/src/demo-data/employees';

const STORAGE_KEY = 'docs-demo-employees-grid-state';

const columns: GridColDef<Employee>[] = [
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 160},
  {field: 'role', headerName: 'Role', width: 190},
  {field: 'department', headerName: 'Department', width: 140},
  {field: 'salary', headerName: 'Salary (USD)', type: 'number', width: 140},
];

function readSavedState(): GridInitialState | undefined {
  try {
    const saved = window.localStorage.getItem(STORAGE_KEY);
    return saved ? (JSON.parse(saved) as GridInitialState) : undefined;
  } catch {
    return undefined;
  }
}

function PersistentGrid() {
  const apiRef = useGridApiRef();
  // `null` until the browser has been read, so that the server and the first render agree.
  const [initialState, setInitialState] = React.useState<GridInitialState | undefined | null>(null);

  React.useEffect(() => {
    setInitialState(readSavedState());
  }, []);

  // On unmount, `apiRef.current` is already gone: keep the latest export at hand instead.
  const latestState = React.useRef<GridInitialState | null>(null);

  React.useEffect(() => {
    const api = apiRef.current;
    if (initialState === null || !api) {
      return undefined;
    }
    const save = () => {
      if (latestState.current) {
        window.localStorage.setItem(STORAGE_KEY, JSON.stringify(latestState.current));
      }
    };
    const unsubscribe = api.subscribeEvent('stateChange', () => {
      latestState.current = api.exportState();
    });
    // Save when the page is left, and when this component unmounts.
    window.addEventListener('beforeunload', save);
    return () => {
      unsubscribe();
      window.removeEventListener('beforeunload', save);
      save();
    };
  }, [apiRef, initialState]);

  if (initialState === null) {
    return <Typography color="text.secondary">Reading the saved state…</Typography>;
  }
  return <DataGrid apiRef={apiRef} rows={EMPLOYEES} columns={columns} initialState={initialState} showToolbar />;
}

export default function StatePersistStorage() {
  const [mountCount, setMountCount] = React.useState(0);

  return (
    <Box sx={{width: '100%'}}>
      <Stack direction="row" spacing={1} sx={{mb: 1}}>
        <Button size="small" variant="outlined" onClick={() => setMountCount((count) => count + 1)}>
          Unmount and mount the grid
        </Button>
        <Button
          size="small"
          onClick={() => {
            window.localStorage.removeItem(STORAGE_KEY);
            setMountCount((count) => count + 1);
          }}
        >
          Forget the saved state
        </Button>
      </Stack>
      <Box sx={{height: 400}}>
        <PersistentGrid key={mountCount} />
      </Box>
    </Box>
  );
}
