import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  DataGridPro,
  type GridColDef,
  type GridDataSource,
  type GridGetRowsParams,
  type GridGetRowsResponse,
  useGridApiRef,
} from '@mui/x-data-grid-pro';

// A fake file server, one per grid so that every visit starts from the same folders
function createFileServer() {
  const folders: Record<string, string[]> = {
    Invoices: ['2024-01.pdf', '2024-02.pdf'],
    Contracts: ['lease.pdf'],
    Photos: ['team.jpg', 'office.jpg', 'launch.jpg'],
  };
  const getRows = (params: GridGetRowsParams): Promise<GridGetRowsResponse> => {
    const [folder] = params.groupKeys ?? [];
    const rows =
      folder === undefined
        ? Object.keys(folders).map((name) => ({id: name, name, files: folders[name].length}))
        : folders[folder].map((file) => ({id: `${folder}/${file}`, name: file, files: 0}));
    return new Promise((resolve) => {
      setTimeout(() => resolve({rows}), 400);
    });
  };
  const addFile = (folder: string, file: string) => {
    folders[folder] = [...folders[folder], file];
    return folders[folder].length;
  };
  return {getRows, addFile};
}

const columns: GridColDef[] = [{field: 'files', headerName: 'Files', type: 'number', width: 100}];

export default function ServerSideTreeDataRefreshRow() {
  const apiRef = useGridApiRef();
  const [server] = React.useState(createFileServer);
  const [uploads, setUploads] = React.useState(0);
  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: server.getRows,
      getGroupKey: (row) => row.name,
      getChildrenCount: (row) => row.files,
    }),
    [server],
  );

  const uploadInvoice = () => {
    const api = apiRef.current;
    if (!api) {
      return;
    }
    const number = uploads + 3;
    setUploads(uploads + 1);
    // Another user adds a file on the server...
    const fileCount = server.addFile('Invoices', `2024-${String(number).padStart(2, '0')}.pdf`);
    // ...the cached responses are stale: drop them, then reload that folder only.
    // (`skipCache` only applies to top-level fetches, not to the children of a row.)
    api.dataSource.cache.clear();
    api.dataSource.fetchRows('Invoices');
    // The folder row itself is not reloaded: update its count locally
    api.updateRows([{id: 'Invoices', files: fileCount}]);
  };

  return (
    <Box sx={{width: '100%'}}>
      <Stack direction="row" spacing={1} sx={{mb: 1}}>
        <Button size="small" variant="outlined" onClick={uploadInvoice} disabled={uploads >= 9}>
          Upload an invoice and refresh the folder
        </Button>
      </Stack>
      <Box sx={{height: 380}}>
        <DataGridPro
          apiRef={apiRef}
          treeData
          columns={columns}
          dataSource={dataSource}
          groupingColDef={{headerName: 'Name', width: 240}}
          disableColumnFilter
          disableColumnSorting
        />
      </Box>
    </Box>
  );
}
