import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGridPro, type GridColDef} from '@mui/x-data-grid-pro';

const statuses = ['Delivered', 'In transit', 'Processing'];

const columns: GridColDef[] = [
  {field: 'id', headerName: 'Shipment', width: 120},
  {field: 'destination', headerName: 'Destination', width: 160},
  {field: 'status', headerName: 'Status', width: 140},
];

const destinations = ['Hamburg', 'Rotterdam', 'Antwerp', 'Gdańsk', 'Valencia', 'Genoa'];

const rows = Array.from({length: 24}, (_, index) => ({
  id: `SH-${200 + index}`,
  destination: destinations[index % destinations.length],
  status: statuses[(index * 2) % statuses.length],
}));

// Ctrl/Cmd + click toggles a row, Shift + click selects a range.
// The header checkbox only selects the rows of the current page.
export default function RowSelectionMultiplePro() {
  return (
    <Box sx={{height: 420, width: '100%'}}>
      <DataGridPro
        rows={rows}
        columns={columns}
        checkboxSelection
        checkboxSelectionVisibleOnly
        pagination
        initialState={{pagination: {paginationModel: {pageSize: 5}}}}
        pageSizeOptions={[5, 10]}
      />
    </Box>
  );
}
