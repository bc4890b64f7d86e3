import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import {DataGridPro, useGridApiRef, type GridColDef} from '@mui/x-data-grid-pro';
import {EMPLOYEES, type Employee} from '@site/src/demo-data/employees';

// Short values under short titles: without the filter inputs, these columns shrink a lot.
const columns: GridColDef<Employee>[] = [
  {field: 'id', headerName: 'ID', type: 'number', width: 140},
  {field: 'city', headerName: 'City', width: 140},
  {field: 'rating', headerName: 'Rating', type: 'number', width: 140},
  {field: 'remote', headerName: 'Remote', type: 'boolean', width: 140},
];

export default function ColumnDimensionsAutosizeHeaderFilters() {
  const apiRef = useGridApiRef();
  const [includeHeaderFilters, setIncludeHeaderFilters] = React.useState(true);

  return (
    <Box sx={{width: '100%'}}>
      <Stack direction="row" spacing={2} sx={{mb: 1, alignItems: 'center'}}>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current?.autosizeColumns({includeHeaders: true, includeHeaderFilters})}
        >
          Autosize columns
        </Button>
        <FormControlLabel
          control={
            <Switch
              checked={includeHeaderFilters}
              onChange={(event) => setIncludeHeaderFilters(event.target.checked)}
            />
          }
          label="includeHeaderFilters"
        />
      </Stack>
      <Box sx={{height: 380}}>
        <DataGridPro apiRef={apiRef} rows={EMPLOYEES} columns={columns} headerFilters hideFooter />
      </Box>
    </Box>
  );
}
