import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  type GridColDef,
  type GridDataSource,
  type GridGetRowsParams,
  type GridGetRowsResponse,
  GridUpdateRowError,
  type GridUpdateRowParams,
} from '@mui/x-data-grid';
import {PRODUCTS} from '@site/src/demo-data/orders';

type Product = {id: number; name: string; category: string; unitPrice: number; stock: number};

// The fake server's table, changed only by `saveProduct`
const table: Product[] = PRODUCTS.map((product, index) => ({
  id: index + 1,
  name: product.name,
  category: product.category,
  unitPrice: product.unitPrice,
  stock: (index * 17) % 60,
}));

function loadProducts(params: GridGetRowsParams): Promise<GridGetRowsResponse> {
  const start = Number(params.start);
  return new Promise((resolve) => {
    setTimeout(() => resolve({rows: table.slice(start, params.end + 1), rowCount: table.length}), 300);
  });
}

// The server validates the row, stores it, and answers with the stored version
function saveProduct({rowId, updatedRow}: GridUpdateRowParams): Promise<Product> {
  return new Promise((resolve, reject) => {
    setTimeout(() => {
      const index = table.findIndex((product) => product.id === rowId);
      if (updatedRow.stock < 0 || updatedRow.unitPrice <= 0) {
        reject(new Error(`${updatedRow.name} was not saved: price must be positive and stock zero or more.`));
        return;
      }
      // The server rounds prices to whole cents
      const saved = {...updatedRow, unitPrice: Math.round(updatedRow.unitPrice * 100) / 100} as Product;
      table[index] = saved;
      resolve(saved);
    }, 500);
  });
}

const columns: GridColDef<Product>[] = [
  {field: 'name', headerName: 'Product', width: 190},
  {field: 'category', headerName: 'Category', width: 120},
  {field: 'unitPrice', headerName: 'Price ($)', type: 'number', width: 110, editable: true},
  {field: 'stock', headerName: 'In stock', type: 'number', width: 100, editable: true},
];

export default function DataSourceUpdateRow() {
  const [message, setMessage] = React.useState<{severity: 'success' | 'error'; text: string} | null>(null);

  const dataSource: GridDataSource = React.useMemo(
    () => ({
      getRows: loadProducts,
      updateRow: async (params) => {
        const saved = await saveProduct(params);
        setMessage({severity: 'success', text: `Saved ${saved.name}: $${saved.unitPrice}, ${saved.stock} in stock.`});
        return saved; // the grid displays the row the promise resolves with
      },
    }),
    [],
  );

  return (
    <Box sx={{width: '100%'}}>
      <Typography variant="body2" sx={{mb: 1}}>
        Double-click a price or a stock cell, change it, and press Enter. Try a negative stock.
      </Typography>
      <Alert severity={message?.severity ?? 'info'} sx={{mb: 1}}>
        {message?.text ?? 'No change saved yet.'}
      </Alert>
      <Box sx={{height: 370}}>
        <DataGrid
          columns={columns}
          dataSource={dataSource}
          onDataSourceError={(error) => {
            // Failed saves arrive as GridUpdateRowError, failed fetches as GridGetRowsError
            if (error instanceof GridUpdateRowError) {
              setMessage({severity: 'error', text: error.message});
            }
          }}
          initialState={{pagination: {paginationModel: {pageSize: 5, page: 0}}}}
          pageSizeOptions={[5, 10]}
        />
      </Box>
    </Box>
  );
}
