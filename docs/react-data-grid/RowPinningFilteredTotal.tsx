import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPro,
  type GridColDef,
  type GridPinnedRowsProp,
  gridFilteredSortedRowEntriesSelector,
  useGridApiRef,
} from '@mui/x-data-grid-pro';
import {ORDERS, type Order} from '@site/src/demo-data/orders';

type OrderRow = Order & {total: number};
type TotalsRow = {id: string; customer: string; quantity: number; total: number};

const rows: OrderRow[] = ORDERS.map((order) => ({...order, total: order.quantity * order.unitPrice}));

const usd = new Intl.NumberFormat('en-US', {style: 'currency', currency: 'USD', maximumFractionDigits: 0});

const columns: GridColDef<OrderRow | TotalsRow>[] = [
  {field: 'customer', headerName: 'Customer', width: 170},
  {field: 'product', headerName: 'Product', width: 170},
  {field: 'status', headerName: 'Status', width: 120},
  {field: 'quantity', headerName: 'Qty', type: 'number', width: 80},
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 120,
    valueFormatter: (value?: number) => (value == null ? '' : usd.format(value)),
  },
];

export default function RowPinningFilteredTotal() {
  const apiRef = useGridApiRef();
  const [totals, setTotals] = React.useState({count: rows.length, quantity: 0, total: 0});

  React.useEffect(() => {
    const api = apiRef.current;
    if (!api) {
      return undefined;
    }
    const recompute = () => {
      // The rows that pass the current filters (pinned rows are never part of them)
      const visible = gridFilteredSortedRowEntriesSelector(apiRef).map((entry) => entry.model as OrderRow);
      const quantity = visible.reduce((sum, row) => sum + row.quantity, 0);
      const total = visible.reduce((sum, row) => sum + row.total, 0);
      setTotals((previous) =>
        previous.count === visible.length && previous.quantity === quantity && previous.total === total
          ? previous
          : {count: visible.length, quantity, total},
      );
    };
    recompute();
    return api.subscribeEvent('filteredRowsSet', recompute);
  }, [apiRef]);

  const pinnedRows = React.useMemo<GridPinnedRowsProp<TotalsRow>>(
    () => ({bottom: [{id: 'totals', customer: `Total of ${totals.count} orders`, ...totals}]}),
    [totals],
  );

  return (
    <Box sx={{height: 440, width: '100%'}}>
      <DataGridPro
        apiRef={apiRef}
        rows={rows}
        columns={columns}
        pinnedRows={pinnedRows}
        showToolbar
        initialState={{filter: {filterModel: {items: [], quickFilterValues: ['Cancelled']}}}}
        sx={{'& .MuiDataGrid-pinnedRows--bottom': {fontWeight: 700}}}
        hideFooter
      />
    </Box>
  );
}
