import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {DataGridPremium, type GridColDef, type GridRowSelectionModel, useGridApiRef} from '@mui/x-data-grid-premium';
import {ORDERS, type Order} from '@site/src/demo-data/orders';

const usd = new Intl.NumberFormat('en-US', {style: 'currency', currency: 'USD', maximumFractionDigits: 0});

const columns: GridColDef<Order>[] = [
  {field: 'customer', headerName: 'Customer', width: 160},
  {field: 'product', headerName: 'Product', width: 170},
  {field: 'status', headerName: 'Status', width: 120},
  {field: 'quantity', headerName: 'Qty', type: 'number', width: 80},
];

const rows = ORDERS.slice(0, 36);

export default function RowGroupingSelectChildren() {
  const apiRef = useGridApiRef();
  const [selection, setSelection] = React.useState<GridRowSelectionModel>([]);
  const [summary, setSummary] = React.useState('Nothing selected');

  const handleSelectionChange = (model: GridRowSelectionModel) => {
    setSelection(model);
    // The model holds group ids too: keep the orders only
    const orders = model
      .filter((id) => apiRef.current.getRowNode(id)?.type === 'leaf')
      .map((id) => apiRef.current.getRow(id) as Order);
    const value = orders.reduce((total, order) => total + order.quantity * order.unitPrice, 0);
    setSummary(
      orders.length === 0 ? 'Nothing selected' : `${orders.length} orders selected, worth ${usd.format(value)}`,
    );
  };

  return (
    <Box sx={{width: '100%'}}>
      <Typography variant="body2" sx={{mb: 1}}>
        {summary}
      </Typography>
      <Box sx={{height: 400}}>
        <DataGridPremium
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          checkboxSelection
          rowSelectionPropagation={{descendants: true, parents: true}}
          rowSelectionModel={selection}
          onRowSelectionModelChange={handleSelectionChange}
          initialState={{
            rowGrouping: {model: ['customer']},
            columns: {columnVisibilityModel: {customer: false}},
          }}
        />
      </Box>
    </Box>
  );
}
