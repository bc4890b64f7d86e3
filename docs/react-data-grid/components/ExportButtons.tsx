import * as React from 'react';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import Divider from '@mui/material/Divider';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import PrintIcon from '@mui/icons-material/Print';
import TableViewIcon from '@mui/icons-material/TableView';
import {
  DataGridPremium,
  ExportCsv,
  ExportExcel,
  ExportPrint,
  Toolbar,
  ToolbarButton,
  type GridColDef,
} from '@mui/x-data-grid-premium';
import {ORDERS, type Order} from '@site/src/demo-data/orders';

const columns: GridColDef<Order>[] = [
  {field: 'date', headerName: 'Date', type: 'date', width: 120},
  {field: 'customer', headerName: 'Customer', width: 170},
  {field: 'product', headerName: 'Product', width: 180},
  {field: 'quantity', headerName: 'Qty', type: 'number', width: 80},
  {field: 'unitPrice', headerName: 'Unit price ($)', type: 'number', width: 130},
];

function ExportToolbar() {
  return (
    <Toolbar>
      <Tooltip title="Download CSV">
        <ExportCsv render={<ToolbarButton />} options={{fileName: 'orders-2024', utf8WithBom: true}}>
          <FileDownloadIcon fontSize="small" />
        </ExportCsv>
      </Tooltip>
      <Tooltip title="Download Excel">
        <ExportExcel render={<ToolbarButton />} options={{fileName: 'orders-2024'}}>
          <TableViewIcon fontSize="small" />
        </ExportExcel>
      </Tooltip>
      <Divider orientation="vertical" variant="middle" flexItem sx={{mx: 0.5}} />
      <Tooltip title="Print">
        <ExportPrint render={<ToolbarButton />} options={{hideFooter: true, hideToolbar: true}}>
          <PrintIcon fontSize="small" />
        </ExportPrint>
      </Tooltip>
    </Toolbar>
  );
}

export default function ExportButtons() {
  return (
    <Box sx={{height: 400, width: '100%'}}>
      <DataGridPremium rows={ORDERS} columns={columns} slots={{toolbar: ExportToolbar}} showToolbar />
    </Box>
  );
}
