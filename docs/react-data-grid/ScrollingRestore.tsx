import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {DataGrid, type GridColDef, useGridApiRef} from '@mui/x-data-grid';

const columns: GridColDef[] = [
  {field: 'id', headerName: '#', width: 80},
  {field: 'label', headerName: 'Item', width: 220},
];

const rows = Array.from({length: 100}, (_, index) => ({id: index + 1, label: `Catalog item ${index + 1}`}));

// Lives outside the component, so it survives unmounting
let savedScroll = {top: 0, left: 0};

function ItemList() {
  const apiRef = useGridApiRef();

  React.useEffect(() => {
    const api = apiRef.current;
    return () => {
      if (api) {
        savedScroll = api.getScrollPosition();
      }
    };
  }, [apiRef]);

  return (
    <Box sx={{height: 360}}>
      <DataGrid apiRef={apiRef} rows={rows} columns={columns} hideFooter initialState={{scroll: savedScroll}} />
    </Box>
  );
}

export default function ScrollingRestore() {
  const [visible, setVisible] = React.useState(true);

  return (
    <Box sx={{width: '100%'}}>
      <Button variant="outlined" onClick={() => setVisible((value) => !value)} sx={{mb: 1}}>
        {visible ? 'Leave the list' : 'Come back to the list'}
      </Button>
      {visible ? (
        <ItemList />
      ) : (
        <Box sx={{height: 360, display: 'flex', alignItems: 'center', justifyContent: 'center'}}>
          <Typography color="text.secondary">Scroll the list, leave it, then come back.</Typography>
        </Box>
      )}
    </Box>
  );
}
