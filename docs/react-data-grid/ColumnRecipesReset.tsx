import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {DataGrid, type GridColDef, type GridRowsProp} from '@mui/x-data-grid';

const rows: GridRowsProp = [
  {id: 1, name: 'Basil', family: 'Lamiaceae', sun: 'Full sun', water: 'Moderate'},
  {id: 2, name: 'Fern', family: 'Polypodiaceae', sun: 'Shade', water: 'High'},
  {id: 3, name: 'Lavender', family: 'Lamiaceae', sun: 'Full sun', water: 'Low'},
  {id: 4, name: 'Snake plant', family: 'Asparagaceae', sun: 'Partial', water: 'Low'},
];

const columns: GridColDef[] = [
  {field: 'name', headerName: 'Plant', width: 150},
  {field: 'family', headerName: 'Family', width: 150},
  {field: 'sun', headerName: 'Sun', width: 120},
  {field: 'water', headerName: 'Water', width: 120},
];

export default function ColumnRecipesReset() {
  // Changing the key remounts the grid with its default configuration.
  const [version, setVersion] = React.useState(0);

  return (
    <Box sx={{width: '100%'}}>
      <Button size="small" variant="outlined" sx={{mb: 1}} onClick={() => setVersion((v) => v + 1)}>
        Reset columns
      </Button>
      <Box sx={{height: 300}}>
        <DataGrid key={version} rows={rows} columns={columns} hideFooter />
      </Box>
    </Box>
  );
}
