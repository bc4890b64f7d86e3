import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPro,
  getGridSingleSelectOperators,
  type GridColDef,
  type GridDataSource,
  type GridGetRowsParams,
  type GridGetRowsResponse,
} from '@mui/x-data-grid-pro';

type Ticket = {id: number; title: string; status: string; priority: number};

const statuses = ['Open', 'Pending', 'Closed'];
const topics = ['Login fails', 'Slow export', 'Wrong invoice total', 'Broken link', 'Sync error', 'Missing email'];

const tickets: Ticket[] = Array.from({length: 3000}, (_, index) => ({
  id: index + 1,
  title: `${topics[index % topics.length]} #${index + 1}`,
  status: statuses[(index * 7) % statuses.length],
  priority: 1 + ((index * 11) % 5),
}));

// Fake server: filters by status, sorts, then answers the requested range with the filtered count
function fetchTickets(params: GridGetRowsParams): Promise<GridGetRowsResponse> {
  const [item] = params.filterModel.items;
  let result = tickets;
  if (item?.field === 'status' && item.value) {
    result = result.filter((ticket) => ticket.status === item.value);
  }
  const [sort] = params.sortModel;
  if (sort) {
    const field = sort.field as keyof Ticket;
    const direction = sort.sort === 'desc' ? -1 : 1;
    result = [...result].sort((a, b) => (a[field] > b[field] ? direction : a[field] < b[field] ? -direction : 0));
  }
  const start = Number(params.start);
  return new Promise((resolve) => {
    setTimeout(() => resolve({rows: result.slice(start, params.end + 1), rowCount: result.length}), 300);
  });
}

const dataSource: GridDataSource = {getRows: fetchTickets};

const columns: GridColDef<Ticket>[] = [
  {field: 'id', headerName: 'ID', width: 90, filterable: false},
  {field: 'title', headerName: 'Title', width: 240, filterable: false},
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: statuses,
    width: 120,
    // This server only understands "is"
    filterOperators: getGridSingleSelectOperators().filter((operator) => operator.value === 'is'),
  },
  {field: 'priority', headerName: 'Priority', type: 'number', width: 110, filterable: false},
];

export default function LazyLoadingFilterSort() {
  return (
    <Box sx={{height: 420, width: '100%'}}>
      {/* A new filter or sort reloads from the first row, with the count of the new result */}
      <DataGridPro
        columns={columns}
        dataSource={dataSource}
        lazyLoading
        initialState={{filter: {filterModel: {items: [{field: 'status', operator: 'is', value: 'Open'}]}}}}
      />
    </Box>
  );
}
