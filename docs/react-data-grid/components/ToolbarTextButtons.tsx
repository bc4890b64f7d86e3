import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import FilterListIcon from '@mui/icons-material/FilterList';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import {DataGrid, ColumnsPanelTrigger, ExportCsv, FilterPanelTrigger, Toolbar, type GridColDef} from '@mui/x-data-grid';
import {ORDERS, type Order} from '@site/src/demo-data/orders';

const columns: GridColDef<Order>[] = [
  {field: 'date', headerName: 'Date', type: 'date', width: 120},
  {field: 'customer', headerName: 'Customer', width: 170},
  {field: 'product', headerName: 'Product', width: 180},
  {field: 'quantity', headerName: 'Qty', type: 'number', width: 80},
  {field: 'status', headerName: 'Status', width: 120},
];

function TextToolbar() {
  return (
    // The toolbar's content is free: here, labelled Material UI buttons on the left.
    <Toolbar style={{justifyContent: 'flex-start'}}>
      <ColumnsPanelTrigger render={<Button size="small" startIcon={<ViewColumnIcon />} />}>Columns</ColumnsPanelTrigger>
      <FilterPanelTrigger
        render={(props, state) => (
          <Button {...props} size="small" startIcon={<FilterListIcon />}>
            {state.filterCount > 0 ? `Filters (${state.filterCount})` : 'Filters'}
          </Button>
        )}
      />
      <ExportCsv render={<Button size="small" startIcon={<FileDownloadIcon />} />} options={{fileName: 'orders-2024'}}>
        Export CSV
      </ExportCsv>
    </Toolbar>
  );
}

export default function ToolbarTextButtons() {
  return (
    <Box sx={{height: 400, width: '100%'}}>
      <DataGrid rows={ORDERS} columns={columns} slots={{toolbar: TextToolbar}} showToolbar />
    </Box>
  );
}
