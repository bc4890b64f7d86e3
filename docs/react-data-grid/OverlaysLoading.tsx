import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {DataGrid, type GridColDef, type GridRowsProp} from '@mui/x-data-grid';

const columns: GridColDef[] = [
  {field: 'title', headerName: 'Article', width: 260},
  {field: 'author', headerName: 'Author', width: 160},
];

const articles: GridRowsProp = [
  {id: 1, title: 'Designing for dark mode', author: 'Priya Nair'},
  {id: 2, title: 'A guide to CSS container queries', author: 'Tom Becker'},
  {id: 3, title: 'Accessible data tables', author: 'Ines Duarte'},
];

function fakeFetch(): Promise<GridRowsProp> {
  return new Promise((resolve) => {
    setTimeout(() => resolve(articles), 1500);
  });
}

export default function OverlaysLoading() {
  const [rows, setRows] = React.useState<GridRowsProp>([]);
  const [loading, setLoading] = React.useState(true);
  const [requestId, setRequestId] = React.useState(0);

  React.useEffect(() => {
    let active = true;
    fakeFetch().then((data) => {
      if (active) {
        setRows(data);
        setLoading(false);
      }
    });
    return () => {
      active = false;
    };
  }, [requestId]);

  const reload = () => {
    setRows([]);
    setLoading(true);
    setRequestId((id) => id + 1);
  };

  return (
    <Box sx={{width: '100%'}}>
      <Button variant="outlined" onClick={reload} disabled={loading} sx={{mb: 1}}>
        Reload
      </Button>
      <Box sx={{height: 300}}>
        <DataGrid rows={rows} columns={columns} loading={loading} />
      </Box>
    </Box>
  );
}
