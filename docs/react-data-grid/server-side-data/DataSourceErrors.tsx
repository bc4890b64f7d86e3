import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import {DataGridPro, type GridColDef, type GridDataSource, useGridApiRef} from '@mui/x-data-grid-pro';

const columns: GridColDef[] = [
  {field: 'title', headerName: 'Title', width: 240},
  {field: 'author', headerName: 'Author', width: 180},
];

const books = [
  {id: 1, title: 'The Left Hand of Darkness', author: 'Ursula K. Le Guin'},
  {id: 2, title: 'Things Fall Apart', author: 'Chinua Achebe'},
  {id: 3, title: 'Pedro Páramo', author: 'Juan Rulfo'},
];

export default function DataSourceErrors() {
  const apiRef = useGridApiRef();
  const [failRequests, setFailRequests] = React.useState(true);
  const [error, setError] = React.useState<string | null>(null);

  // A new data source object when the switch changes: the grid refetches from scratch
  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: () =>
        new Promise((resolve, reject) => {
          setTimeout(() => {
            if (failRequests) {
              reject(new Error('The server is unavailable (503). Try again later.'));
            } else {
              resolve({rows: books, rowCount: books.length});
            }
          }, 400);
        }),
    }),
    [failRequests],
  );

  const retry = () => {
    setError(null);
    apiRef.current?.dataSource.fetchRows();
  };

  return (
    <Box sx={{width: '100%'}}>
      <Stack direction="row" spacing={2} sx={{mb: 1, alignItems: 'center'}}>
        <FormControlLabel
          control={
            <Switch
              checked={failRequests}
              onChange={(event) => {
                setError(null);
                setFailRequests(event.target.checked);
              }}
            />
          }
          label="Make requests fail"
        />
        <Button variant="outlined" onClick={retry}>
          Retry
        </Button>
      </Stack>
      {error && (
        <Alert severity="error" sx={{mb: 1}}>
          {error}
        </Alert>
      )}
      <Box sx={{height: 300}}>
        <DataGridPro
          apiRef={apiRef}
          columns={columns}
          dataSource={dataSource}
          dataSourceCache={null}
          // A GridGetRowsError here; a GridUpdateRowError when saving an edit fails.
          onDataSourceError={(dataSourceError) => setError(dataSourceError.message)}
        />
      </Box>
    </Box>
  );
}
