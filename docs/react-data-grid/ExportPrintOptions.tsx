import * as React from 'react';
import Box from '@mui/material/Box';
import PrintIcon from '@mui/icons-material/Print';
import {
  DataGrid,
  ExportPrint,
  type GridColDef,
  type GridPrintExportOptions,
  Toolbar,
  gridFilteredSortedRowIdsSelector,
} from '@mui/x-data-grid';
import {EMPLOYEES, type Employee} from '@site/src/demo-data/employees';

const columns: GridColDef<Employee>[] = [
  {field: 'name', headerName: 'Name', width: 170},
  {field: 'role', headerName: 'Role', width: 190},
  {field: 'department', headerName: 'Department', width: 130},
  {field: 'city', headerName: 'City', width: 130},
  {field: 'remote', headerName: 'Remote', type: 'boolean', width: 90},
];

// A clean landscape sheet: no toolbar, no footer, smaller margins
const landscape: GridPrintExportOptions = {
  hideToolbar: true,
  hideFooter: true,
  pageStyle: '@page { size: A4 landscape; margin: 10mm; } .MuiDataGrid-root { border: none; }',
};

// Filtered, sorted rows whose person works remotely, selected or not
const remoteOnly: GridPrintExportOptions = {
  ...landscape,
  fileName: 'Remote staff',
  getRowsToExport: ({apiRef}) =>
    gridFilteredSortedRowIdsSelector(apiRef).filter((id) => apiRef.current.getRow(id)?.remote),
};

// Each `ExportPrint` renders the grid's base button and prints with its own options.
function PrintToolbar() {
  return (
    <Toolbar>
      <ExportPrint size="small" startIcon={<PrintIcon />} options={landscape}>
        Print (landscape)
      </ExportPrint>
      <ExportPrint size="small" options={remoteOnly}>
        Print remote staff
      </ExportPrint>
      <ExportPrint size="small" options={{includeCheckboxes: true}}>
        Print with checkboxes
      </ExportPrint>
    </Toolbar>
  );
}

export default function ExportPrintOptions() {
  return (
    <Box sx={{height: 420, width: '100%'}}>
      <DataGrid
        rows={EMPLOYEES}
        columns={columns}
        checkboxSelection
        showToolbar
        slots={{toolbar: PrintToolbar}}
        initialState={{pagination: {paginationModel: {pageSize: 25}}}}
        pageSizeOptions={[25, 50]}
      />
    </Box>
  );
}
