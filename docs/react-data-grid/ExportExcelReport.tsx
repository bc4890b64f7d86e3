import * as React from 'react';
import Box from '@mui/material/Box';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import {
  DataGridPremium,
  ExportExcel,
  type GridColDef,
  type GridExcelExportOptions,
  Toolbar,
} from '@mui/x-data-grid-premium';
import {ORDERS, type Order} from '@site/src/demo-data/orders';

const rows = ORDERS.filter((order) => order.date.getMonth() < 3);

const columns: GridColDef<Order>[] = [
  {field: 'date', headerName: 'Date', type: 'date', width: 120},
  {field: 'customer', headerName: 'Customer', width: 160},
  {field: 'product', headerName: 'Product', width: 170},
  {field: 'quantity', headerName: 'Qty', type: 'number', width: 80},
  {field: 'unitPrice', headerName: 'Unit price', type: 'number', width: 110},
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: ['Delivered', 'Shipped', 'Processing', 'Cancelled'],
    width: 120,
  },
];

const excelOptions: GridExcelExportOptions = {
  fileName: 'orders-q1-2024',
  // The status dropdown in Excel reads its choices from this sheet
  valueOptionsSheetName: 'Lists',
  columnsStyles: {
    date: {numFmt: 'yyyy-mm-dd'},
    unitPrice: {numFmt: '"$"#,##0.00'},
  },
  // Before the header row: a title line and an empty line
  exceljsPreProcess: async ({worksheet}) => {
    worksheet.addRow(['Orders, first quarter of 2024']).font = {bold: true, size: 14};
    worksheet.addRow([]);
  },
  // After the data rows: a total with a live formula, and filters on the header row
  exceljsPostProcess: async ({worksheet}) => {
    const headerRow = 3;
    const lastRow = worksheet.rowCount;
    worksheet.autoFilter = {from: {row: headerRow, column: 1}, to: {row: lastRow, column: columns.length}};
    const totalRow = worksheet.addRow([]);
    totalRow.getCell(3).value = 'Items sold';
    totalRow.getCell(4).value = {formula: `SUM(D${headerRow + 1}:D${lastRow})`};
    totalRow.font = {bold: true};
  },
};

// `ExportExcel` (Premium) renders the grid's base button and builds the workbook with these options.
function ReportToolbar() {
  return (
    <Toolbar>
      <ExportExcel size="small" startIcon={<FileDownloadIcon />} options={excelOptions}>
        Download report
      </ExportExcel>
    </Toolbar>
  );
}

export default function ExportExcelReport() {
  return (
    <Box sx={{height: 420, width: '100%'}}>
      <DataGridPremium rows={rows} columns={columns} showToolbar slots={{toolbar: ReportToolbar}} />
    </Box>
  );
}
