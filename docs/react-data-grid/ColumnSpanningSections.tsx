import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, type GridColDef} from '@mui/x-data-grid';
import {DEPARTMENTS, EMPLOYEES, type Employee} from '@site/src/demo-data/employees';

type SectionRow = {id: string; section: string};
type Row = Employee | SectionRow;

const isSection = (row: Row): row is SectionRow => 'section' in row;

// One heading row before the people of each department.
const rows: Row[] = DEPARTMENTS.flatMap((department) => [
  {id: `section-${department}`, section: department},
  ...EMPLOYEES.filter((employee) => employee.department === department),
]);

const columns: GridColDef<Row>[] = [
  {
    field: 'name',
    headerName: 'Name',
    width: 180,
    valueGetter: (value, row) => (isSection(row) ? row.section : value),
    // Span every visible column: the count comes from the grid, so hiding a column keeps the span right.
    colSpan: (_value, row, _column, apiRef) => (isSection(row) ? apiRef.current.getVisibleColumns().length : undefined),
  },
  {field: 'role', headerName: 'Role', width: 200},
  {field: 'city', headerName: 'City', width: 130},
  {field: 'country', headerName: 'Country', width: 140},
  {field: 'email', headerName: 'Email', width: 240},
];

export default function ColumnSpanningSections() {
  return (
    <Box sx={{height: 420, width: '100%', '& .section-row': {bgcolor: 'action.hover', fontWeight: 700}}}>
      <DataGrid
        rows={rows}
        columns={columns}
        getRowClassName={(params) => (isSection(params.row) ? 'section-row' : '')}
        isRowSelectable={(params) => !isSection(params.row)}
        // Sorting and filtering would separate the headings from their people.
        disableColumnSorting
        disableColumnFilter
        showToolbar
        slotProps={{toolbar: {csvOptions: {disableToolbarButton: true}, printOptions: {disableToolbarButton: true}}}}
        hideFooter
      />
    </Box>
  );
}
