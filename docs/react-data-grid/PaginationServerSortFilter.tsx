import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  type GridColDef,
  type GridFilterModel,
  type GridPaginationModel,
  type GridSortModel,
} from '@mui/x-data-grid';
import {EMPLOYEES, type Employee} from '@site/src/demo-data/employees';

type Query = {paginationModel: GridPaginationModel; sortModel: GridSortModel; filterModel: GridFilterModel};

// The fake server applies the quick filter, then the sort, then cuts out the requested page
function queryEmployees({paginationModel, sortModel, filterModel}: Query) {
  const words = (filterModel.quickFilterValues ?? []).map((value) => String(value).toLowerCase());
  let result = EMPLOYEES.filter((employee) =>
    words.every((word) => [employee.name, employee.role, employee.country].join(' ').toLowerCase().includes(word)),
  );
  const [sort] = sortModel;
  if (sort) {
    const field = sort.field as 'name' | 'role' | 'country' | 'salary';
    const direction = sort.sort === 'desc' ? -1 : 1;
    result = [...result].sort((a, b) => (a[field] > b[field] ? direction : a[field] < b[field] ? -direction : 0));
  }
  const start = paginationModel.page * paginationModel.pageSize;
  const page = {rows: result.slice(start, start + paginationModel.pageSize), total: result.length};
  return new Promise<typeof page>((resolve) => {
    setTimeout(() => resolve(page), 350);
  });
}

const columns: GridColDef<Employee>[] = [
  {field: 'name', headerName: 'Name', width: 170},
  {field: 'role', headerName: 'Role', width: 190},
  {field: 'country', headerName: 'Country', width: 140},
  {field: 'salary', headerName: 'Salary', type: 'number', width: 110},
];

export default function PaginationServerSortFilter() {
  const [paginationModel, setPaginationModel] = React.useState<GridPaginationModel>({page: 0, pageSize: 10});
  const [sortModel, setSortModel] = React.useState<GridSortModel>([]);
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({items: []});
  const [rows, setRows] = React.useState<Employee[]>([]);
  const [rowCount, setRowCount] = React.useState(0);
  const [loading, setLoading] = React.useState(true);

  React.useEffect(() => {
    let active = true;
    setLoading(true);
    // One request carries the three models
    queryEmployees({paginationModel, sortModel, filterModel}).then((page) => {
      if (active) {
        setRows(page.rows);
        setRowCount(page.total);
        setLoading(false);
      }
    });
    return () => {
      active = false;
    };
  }, [paginationModel, sortModel, filterModel]);

  return (
    <Box sx={{height: 480, width: '100%'}}>
      <DataGrid
        rows={rows}
        columns={columns}
        rowCount={rowCount}
        loading={loading}
        paginationMode="server"
        sortingMode="server"
        filterMode="server"
        paginationModel={paginationModel}
        onPaginationModelChange={setPaginationModel}
        sortModel={sortModel}
        onSortModelChange={setSortModel}
        filterModel={filterModel}
        // A new sort or filter also brings the grid back to page 0, through onPaginationModelChange
        onFilterModelChange={setFilterModel}
        pageSizeOptions={[10, 20]}
        disableColumnFilter
        showToolbar
      />
    </Box>
  );
}
