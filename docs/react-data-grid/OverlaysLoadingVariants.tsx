import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import {DataGrid, type GridColDef, type GridLoadingOverlayVariant} from '@mui/x-data-grid';

const columns: GridColDef[] = [
  {field: 'name', headerName: 'Name', width: 180},
  {field: 'age', headerName: 'Age', type: 'number', width: 100},
  {field: 'country', headerName: 'Country', width: 140},
];

const people = [
  {id: 1, name: 'Hana Kim', age: 34, country: 'South Korea'},
  {id: 2, name: 'Diego Rivera', age: 41, country: 'Mexico'},
  {id: 3, name: 'Freya Lund', age: 27, country: 'Denmark'},
];

const variants: GridLoadingOverlayVariant[] = ['circular-progress', 'linear-progress', 'skeleton'];

export default function OverlaysLoadingVariants() {
  const [variant, setVariant] = React.useState<GridLoadingOverlayVariant>('linear-progress');
  const [noRowsVariant, setNoRowsVariant] = React.useState<GridLoadingOverlayVariant>('skeleton');
  const [hasRows, setHasRows] = React.useState(true);

  return (
    <Box sx={{width: '100%'}}>
      <Stack direction="row" spacing={2} sx={{mb: 2, flexWrap: 'wrap', alignItems: 'center'}}>
        <TextField
          select
          size="small"
          label="variant"
          value={variant}
          onChange={(event) => setVariant(event.target.value as GridLoadingOverlayVariant)}
        >
          {variants.map((option) => (
            <MenuItem key={option} value={option}>
              {option}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="noRowsVariant"
          value={noRowsVariant}
          onChange={(event) => setNoRowsVariant(event.target.value as GridLoadingOverlayVariant)}
        >
          {variants.map((option) => (
            <MenuItem key={option} value={option}>
              {option}
            </MenuItem>
          ))}
        </TextField>
        <FormControlLabel
          control={<Switch checked={hasRows} onChange={(event) => setHasRows(event.target.checked)} />}
          label="Grid has rows"
        />
      </Stack>
      <Box sx={{height: 320}}>
        <DataGrid
          rows={hasRows ? people : []}
          columns={columns}
          loading
          slotProps={{loadingOverlay: {variant, noRowsVariant}}}
        />
      </Box>
    </Box>
  );
}
