import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, type GridColDef} from '@mui/x-data-grid';
import {SparkLineChart} from '@mui/x-charts';
import {ORDERS, type Order} from '@site/src/demo-data/orders';

type CategoryRow = {id: Order['category']; orders: number; revenue: number; monthly: number[]};

// One row per product category, with its revenue per month of 2024.
const rows: CategoryRow[] = (['Computers', 'Phones', 'Cameras', 'Audio', 'Accessories'] as const)
  .map((category) => {
    const orders = ORDERS.filter((order) => order.category === category && order.status !== 'Cancelled');
    const monthly = Array.from({length: 12}, () => 0);
    orders.forEach((order) => {
      monthly[order.date.getMonth()] += order.quantity * order.unitPrice;
    });
    return {id: category, orders: orders.length, revenue: monthly.reduce((sum, value) => sum + value, 0), monthly};
  })
  .sort((a, b) => b.revenue - a.revenue);

const usd = new Intl.NumberFormat('en-US', {style: 'currency', currency: 'USD', maximumFractionDigits: 0});
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const columns: GridColDef<CategoryRow>[] = [
  {field: 'id', headerName: 'Category', width: 130},
  {field: 'orders', headerName: 'Orders', type: 'number', width: 90},
  {
    field: 'revenue',
    headerName: 'Revenue',
    type: 'number',
    width: 120,
    valueFormatter: (value: number) => usd.format(value),
  },
  {
    field: 'monthly',
    headerName: 'Revenue per month',
    flex: 1,
    minWidth: 200,
    sortable: false,
    // The sparkline fills the cell: give it the row height and no width.
    renderCell: (params) => (
      <SparkLineChart
        plotType="bar"
        data={params.value}
        height={44}
        color="#3f51b5"
        showTooltip
        showHighlight
        xAxis={{scaleType: 'band', data: months}}
        valueFormatter={(value) => (value === null ? '' : usd.format(value))}
      />
    ),
  },
];

export default function SparklineDataGrid() {
  return (
    <Box sx={{height: 330, width: '100%'}}>
      <DataGrid rows={rows} columns={columns} rowHeight={52} hideFooter disableRowSelectionOnClick />
    </Box>
  );
}
