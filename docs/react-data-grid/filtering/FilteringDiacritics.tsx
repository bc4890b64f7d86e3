import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import {DataGrid, type GridColDef} from '@mui/x-data-grid';
import {EMPLOYEES, type Employee} from '@site/src/demo-data/employees';

const columns: GridColDef<Employee>[] = [
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 160},
  {field: 'city', headerName: 'City', width: 140},
  {field: 'country', headerName: 'Country', width: 150},
];

export default function FilteringDiacritics() {
  const [ignoreDiacritics, setIgnoreDiacritics] = React.useState(true);

  return (
    <Box sx={{width: '100%'}}>
      <FormControlLabel
        control={<Switch checked={ignoreDiacritics} onChange={(event) => setIgnoreDiacritics(event.target.checked)} />}
        label="ignoreDiacritics"
      />
      <Box sx={{height: 360}}>
        {/* "sao" and "malmo" only find São Paulo and Malmö when diacritics are ignored. */}
        <DataGrid
          rows={EMPLOYEES}
          columns={columns}
          ignoreDiacritics={ignoreDiacritics}
          initialState={{filter: {filterModel: {items: [{field: 'city', operator: 'startsWith', value: 'sao'}]}}}}
        />
      </Box>
    </Box>
  );
}
