import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, type GridColDef, type GridRowsProp} from '@mui/x-data-grid';

const rows: GridRowsProp = [
  {id: 1, name: 'Olivia Martin', company: 'Northwind', city: 'Paris', phone: '+33 1 23 45 67 89'},
  {id: 2, name: 'Noah Schmidt', company: 'Blue Harbor', city: 'Hamburg', phone: '+49 40 1234 5678'},
  {id: 3, name: 'Sofía Ramírez', company: 'Acme Tools', city: 'Madrid', phone: '+34 912 345 678'},
  {id: 4, name: 'Liam O’Brien', company: 'Green Leaf', city: 'Dublin', phone: '+353 1 234 5678'},
  {id: 5, name: 'Yuki Tanaka', company: 'Sakura Ltd', city: 'Osaka', phone: '+81 6 1234 5678'},
  {id: 6, name: 'Emma Laurent', company: 'Northwind', city: 'Lyon', phone: '+33 4 12 34 56 78'},
];

const columns: GridColDef[] = [
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 150},
  {field: 'company', headerName: 'Company', width: 140},
  {field: 'city', headerName: 'City', width: 120},
  {field: 'phone', headerName: 'Phone', width: 170},
];

export default function QuickFilterBasic() {
  return (
    <Box sx={{height: 420, width: '100%'}}>
      {/* Click the search icon, then try "northwind lyon": a row must match every word. */}
      <DataGrid
        rows={rows}
        columns={columns}
        disableColumnFilter
        disableColumnSelector
        showToolbar
        // Leave only the quick filter: no export menu either.
        slotProps={{
          toolbar: {csvOptions: {disableToolbarButton: true}, printOptions: {disableToolbarButton: true}},
        }}
      />
    </Box>
  );
}
