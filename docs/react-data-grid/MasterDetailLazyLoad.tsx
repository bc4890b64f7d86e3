import * as React from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {DataGridPro, type GridColDef, type GridRowParams} from '@mui/x-data-grid-pro';
import {CUSTOMERS, ORDERS, type Order} from '@site/src/demo-data/orders';

type Customer = (typeof CUSTOMERS)[number] & {id: string};

const customers: Customer[] = CUSTOMERS.map((customer) => ({id: customer.name, ...customer}));

// A fake endpoint: the orders of one customer, after a network-like delay
function fetchOrdersOf(customer: string): Promise<Order[]> {
  return new Promise((resolve) => {
    setTimeout(() => resolve(ORDERS.filter((order) => order.customer === customer)), 800);
  });
}

const orderColumns: GridColDef<Order>[] = [
  {field: 'id', headerName: 'Order', width: 80},
  {field: 'date', headerName: 'Date', type: 'date', width: 120},
  {field: 'product', headerName: 'Product', flex: 1, minWidth: 150},
  {field: 'quantity', headerName: 'Qty', type: 'number', width: 70},
  {field: 'status', headerName: 'Status', width: 110},
];

// Mounted when the panel opens, unmounted when it closes
function CustomerOrders({customer}: {customer: string}) {
  const [orders, setOrders] = React.useState<Order[] | null>(null);

  React.useEffect(() => {
    let active = true;
    fetchOrdersOf(customer).then((result) => {
      if (active) {
        setOrders(result);
      }
    });
    return () => {
      active = false;
    };
  }, [customer]);

  if (orders === null) {
    return (
      <Stack direction="row" spacing={1} sx={{p: 2, alignItems: 'center'}}>
        <CircularProgress size={18} />
        <Typography variant="body2">Loading the orders of {customer}…</Typography>
      </Stack>
    );
  }
  return (
    // A flex column parent lets the nested grid take the height of its rows
    <Box sx={{p: 2, display: 'flex', flexDirection: 'column'}}>
      <DataGridPro rows={orders} columns={orderColumns} density="compact" hideFooter />
    </Box>
  );
}

const columns: GridColDef<Customer>[] = [
  {field: 'name', headerName: 'Customer', flex: 1, minWidth: 160},
  {field: 'city', headerName: 'City', width: 130},
  {field: 'country', headerName: 'Country', width: 150},
];

export default function MasterDetailLazyLoad() {
  const getDetailPanelContent = React.useCallback(
    ({row}: GridRowParams<Customer>) => <CustomerOrders customer={row.name} />,
    [],
  );
  // The panel grows from the spinner to the loaded table
  const getDetailPanelHeight = React.useCallback(() => 'auto' as const, []);

  return (
    <Box sx={{height: 460, width: '100%'}}>
      <DataGridPro
        rows={customers}
        columns={columns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
        hideFooter
      />
    </Box>
  );
}
