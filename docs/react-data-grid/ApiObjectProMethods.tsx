import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  GridPinnedColumnPosition,
  useGridApiRef,
  type GridColDef,
  type GridPinnedColumnFields,
} from '@mui/x-data-grid-pro';
import {EMPLOYEES, type Employee} from '@site/src/demo-data/employees';

const columns: GridColDef<Employee>[] = [
  {field: 'name', headerName: 'Name', width: 170},
  {field: 'email', headerName: 'Email', width: 250},
  {field: 'role', headerName: 'Role', width: 190},
  {field: 'department', headerName: 'Department', width: 140},
  {field: 'city', headerName: 'City', width: 130},
  {field: 'salary', headerName: 'Salary (USD)', type: 'number', width: 140},
];

export default function ApiObjectProMethods() {
  // Imported from the Pro package: the ref is typed with the Pro methods.
  const apiRef = useGridApiRef();
  const [pinned, setPinned] = React.useState<GridPinnedColumnFields>({});

  // `apiRef.current` is `null` until the grid has mounted: the buttons act only once it is set.
  const run = (action: (api: NonNullable<typeof apiRef.current>) => void) => {
    const api = apiRef.current;
    if (api) {
      action(api);
      setPinned(api.getPinnedColumns());
    }
  };

  return (
    <Box sx={{width: '100%'}}>
      <Stack direction="row" spacing={1} useFlexGap sx={{mb: 1, flexWrap: 'wrap'}}>
        <Button
          size="small"
          variant="outlined"
          onClick={() => run((api) => api.pinColumn('name', GridPinnedColumnPosition.LEFT))}
        >
          Pin Name left
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => run((api) => api.pinColumn('salary', GridPinnedColumnPosition.RIGHT))}
        >
          Pin Salary right
        </Button>
        <Button size="small" onClick={() => run((api) => api.setPinnedColumns({}))}>
          Unpin all
        </Button>
        <Button
          size="small"
          onClick={() => apiRef.current?.selectRows(EMPLOYEES.filter((row) => row.remote).map((row) => row.id))}
        >
          Select remote employees
        </Button>
      </Stack>
      <Typography variant="body2" sx={{mb: 1}}>
        getPinnedColumns(): {JSON.stringify(pinned)}
      </Typography>
      <Box sx={{height: 380}}>
        <DataGridPro apiRef={apiRef} rows={EMPLOYEES} columns={columns} checkboxSelection />
      </Box>
    </Box>
  );
}
