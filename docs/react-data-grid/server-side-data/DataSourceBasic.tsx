import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  type GridColDef,
  type GridDataSource,
  type GridFilterItem,
  type GridGetRowsParams,
  type GridGetRowsResponse,
} from '@mui/x-data-grid';

type Customer = {id: number; name: string; country: string; orders: number};

const firstNames = ['Ada', 'Bruno', 'Chen', 'Dara', 'Elif', 'Femi', 'Gita', 'Hugo', 'Ines', 'Jamal'];
const lastNames = ['Okoro', 'Lindahl', 'Moreau', 'Sato', 'Quinn', 'Rossi', 'Nowak', 'Haddad'];
const countries = ['Brazil', 'Canada', 'France', 'Japan', 'Kenya', 'Poland', 'Spain'];

// The "database" of the fake server
const database: Customer[] = Array.from({length: 180}, (_, index) => ({
  id: index + 1,
  name: `${firstNames[index % firstNames.length]} ${lastNames[(index * 3) % lastNames.length]}`,
  country: countries[(index * 5) % countries.length],
  orders: (index * 37) % 50,
}));

function matches(row: Customer, item: GridFilterItem) {
  if (item.value == null || item.value === '') {
    return true;
  }
  const cell = row[item.field as keyof Customer];
  switch (item.operator) {
    case 'contains':
      return String(cell).toLowerCase().includes(String(item.value).toLowerCase());
    case 'equals':
    case 'is':
    case '=':
      return String(cell).toLowerCase() === String(item.value).toLowerCase();
    case '>':
      return Number(cell) > Number(item.value);
    case '<':
      return Number(cell) < Number(item.value);
    default:
      return true; // this fake server ignores the other operators
  }
}

// Fake backend: filters, sorts, and slices, then answers after 400 ms
function fetchCustomers(params: GridGetRowsParams): Promise<GridGetRowsResponse> {
  let result = database.filter((row) => params.filterModel.items.every((item) => matches(row, item)));
  const [sort] = params.sortModel;
  if (sort) {
    const field = sort.field as keyof Customer;
    const direction = sort.sort === 'desc' ? -1 : 1;
    result = [...result].sort((a, b) => (a[field] > b[field] ? direction : a[field] < b[field] ? -direction : 0));
  }
  const start = Number(params.start);
  return new Promise((resolve) => {
    setTimeout(() => resolve({rows: result.slice(start, params.end + 1), rowCount: result.length}), 400);
  });
}

const columns: GridColDef<Customer>[] = [
  {field: 'name', headerName: 'Name', width: 200},
  {field: 'country', headerName: 'Country', width: 160},
  {field: 'orders', headerName: 'Orders', type: 'number', width: 120},
];

export default function DataSourceBasic() {
  const dataSource: GridDataSource = React.useMemo(() => ({getRows: fetchCustomers}), []);

  return (
    <Box sx={{height: 480, width: '100%'}}>
      {/* The MIT DataGrid accepts a data source since v8; the pagination, sorting, and filtering modes are set to 'server' for you. */}
      <DataGrid
        columns={columns}
        dataSource={dataSource}
        initialState={{pagination: {paginationModel: {pageSize: 25, page: 0}}}}
        pageSizeOptions={[10, 25, 50]}
      />
    </Box>
  );
}
