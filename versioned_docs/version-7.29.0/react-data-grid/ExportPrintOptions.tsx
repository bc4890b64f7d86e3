import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import PrintIcon from '@mui/icons-material/Print';
import {
  DataGrid,
  type GridColDef,
  type GridPrintExportOptions,
  GridToolbarContainer,
  gridFilteredSortedRowIdsSelector,
  useGridApiContext,
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

function PrintToolbar() {
  const apiRef = useGridApiContext();

  const printRemoteOnly = () =>
    apiRef.current.exportDataAsPrint({
      ...landscape,
      fileName: 'Remote staff',
      // Filtered, sorted rows whose person works remotely, selected or not
      getRowsToExport: ({apiRef: gridApi}) =>
        gridFilteredSortedRowIdsSelector(gridApi).filter((id) => gridApi.current.getRow(id)?.remote),
    });

  return (
    <GridToolbarContainer>
      <Button size="small" startIcon={<PrintIcon />} onClick={() => apiRef.current.exportDataAsPrint(landscape)}>
        Print (landscape)
      </Button>
      <Button size="small" onClick={printRemoteOnly}>
        Print remote staff
      </Button>
      <Button size="small" onClick={() => apiRef.current.exportDataAsPrint({includeCheckboxes: true})}>
        Print with checkboxes
      </Button>
    </GridToolbarContainer>
  );
}

export default function ExportPrintOptions() {
  return (
    <Box sx={{height: 420, width: '100%'}}>
      <DataGrid
        rows={EMPLOYEES}
        columns={columns}
        checkboxSelection
        slots={{toolbar: PrintToolbar}}
        initialState={{pagination: {paginationModel: {pageSize: 25}}}}
        pageSizeOptions={[25, 50]}
      />
    </Box>
  );
}
