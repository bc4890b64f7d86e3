import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGridPremium, type GridColDef, type GridDataSource} from '@mui/x-data-grid-premium';

type Invoice = {id: number; customer: string; amount: number};

const customers = ['Northwind', 'Contoso', 'Fabrikam', 'Litware', 'Tailspin', 'Adatum', 'Woodgrove'];

const invoices: Invoice[] = Array.from({length: 120}, (_, index) => ({
  id: index + 1,
  customer: customers[index % customers.length],
  amount: 100 + ((index * 211) % 2400),
}));

// Fake endpoints: one page of invoices, and the total computed by the "database"
const dataSource: GridDataSource = {
  getRows: (params) => {
    const start = Number(params.start);
    return new Promise((resolve) => {
      setTimeout(() => resolve({rows: invoices.slice(start, params.end + 1), rowCount: invoices.length}), 400);
    });
  },
};

function fetchTotal(): Promise<number> {
  return new Promise((resolve) => {
    setTimeout(() => resolve(invoices.reduce((sum, invoice) => sum + invoice.amount, 0)), 600);
  });
}

const columns: GridColDef[] = [
  {field: 'customer', headerName: 'Customer', width: 220},
  {field: 'amount', headerName: 'Amount ($)', type: 'number', width: 140},
];

export default function ServerAggregationPinnedTotal() {
  const [total, setTotal] = React.useState<number | null>(null);

  React.useEffect(() => {
    let active = true;
    fetchTotal().then((amount) => {
      if (active) {
        setTotal(amount);
      }
    });
    return () => {
      active = false;
    };
  }, []);

  const pinnedRows = React.useMemo(
    () => ({bottom: total === null ? [] : [{id: 'total', customer: 'Total', amount: total}]}),
    [total],
  );

  return (
    <Box sx={{height: 460, width: '100%'}}>
      <DataGridPremium
        columns={columns}
        dataSource={dataSource}
        pagination
        paginationMode="server"
        initialState={{pagination: {paginationModel: {pageSize: 25, page: 0}}}}
        pageSizeOptions={[25, 50]}
        pinnedRows={pinnedRows}
        disableColumnFilter
        disableColumnSorting
      />
    </Box>
  );
}
