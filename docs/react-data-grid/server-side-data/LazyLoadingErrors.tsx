import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {
  DataGridPro,
  GridGetRowsError,
  useGridApiRef,
  type DataGridProProps,
  type GridColDef,
  type GridDataSource,
  type GridGetRowsParams,
  type GridGetRowsResponse,
} from '@mui/x-data-grid-pro';

type Invoice = {id: number; client: string; total: number};

const TOTAL = 1500;
const clients = ['Northwind', 'Contoso', 'Fabrikam', 'Tailspin', 'Woodgrove'];
const invoiceAt = (index: number): Invoice => ({
  id: index + 1,
  client: clients[index % clients.length],
  total: 120 + ((index * 53) % 900),
});

const columns: GridColDef<Invoice>[] = [
  {field: 'id', headerName: 'Invoice', width: 110},
  {field: 'client', headerName: 'Client', width: 160},
  {field: 'total', headerName: 'Total ($)', type: 'number', width: 120},
];

export default function LazyLoadingErrors() {
  const apiRef = useGridApiRef();
  const [failedRange, setFailedRange] = React.useState<string | null>(null);

  const dataSource: GridDataSource = React.useMemo(() => {
    // Each range beyond the first 200 rows fails on its first request, then succeeds
    const failedOnce = new Set<number>();
    return {
      getRows: (params: GridGetRowsParams): Promise<GridGetRowsResponse> => {
        const start = Number(params.start);
        const end = Math.min(params.end, TOTAL - 1);
        return new Promise((resolve, reject) => {
          setTimeout(() => {
            if (start >= 200 && !failedOnce.has(start)) {
              failedOnce.add(start);
              reject(new Error('The invoice service timed out'));
              return;
            }
            const rows = Array.from({length: end - start + 1}, (_, offset) => invoiceAt(start + offset));
            resolve({rows, rowCount: TOTAL});
          }, 300);
        });
      },
    };
  }, []);

  const handleError: DataGridProProps['onDataSourceError'] = (error) => {
    if (error instanceof GridGetRowsError) {
      setFailedRange(`Rows ${Number(error.params.start) + 1}–${error.params.end + 1}: ${error.message}.`);
    }
  };

  const retry = () => {
    setFailedRange(null);
    // Without arguments, lazy loading requests the rows in view again
    apiRef.current?.dataSource.fetchRows();
  };

  return (
    <Box sx={{width: '100%'}}>
      {failedRange ? (
        <Alert
          severity="error"
          sx={{mb: 1}}
          action={
            <Button color="inherit" size="small" onClick={retry}>
              Retry
            </Button>
          }
        >
          {failedRange}
        </Alert>
      ) : (
        <Alert severity="info" sx={{mb: 1}}>
          Scroll past the first 200 invoices: the next range fails once.
        </Alert>
      )}
      <Box sx={{height: 380}}>
        <DataGridPro
          apiRef={apiRef}
          columns={columns}
          dataSource={dataSource}
          lazyLoading
          onDataSourceError={handleError}
          disableColumnFilter
          disableColumnSorting
        />
      </Box>
    </Box>
  );
}
