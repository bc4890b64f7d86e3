import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {DataGrid, type GridColDef, type GridEventListener, useGridApiRef} from '@mui/x-data-grid';

const columns: GridColDef[] = Array.from({length: 15}, (_, index) => ({
  field: `metric${index + 1}`,
  headerName: `Metric ${index + 1}`,
  type: 'number',
  width: 120,
}));

const rows = Array.from({length: 80}, (_, rowIndex) => {
  const row: Record<string, number> = {id: rowIndex + 1};
  columns.forEach((column, colIndex) => {
    row[column.field] = (rowIndex * 13 + colIndex * 29) % 100;
  });
  return row;
});

export default function ScrollingListen() {
  const apiRef = useGridApiRef();
  const [position, setPosition] = React.useState({top: 0, left: 0});

  React.useEffect(() => {
    const handleScroll: GridEventListener<'scrollPositionChange'> = (params) => {
      setPosition({top: Math.round(params.top), left: Math.round(params.left)});
    };
    // subscribeEvent returns the function that removes the listener
    return apiRef.current?.subscribeEvent('scrollPositionChange', handleScroll);
  }, [apiRef]);

  return (
    <Box sx={{width: '100%'}}>
      <Typography variant="body2" sx={{mb: 1}}>
        Scroll position: top {position.top}px, left {position.left}px
      </Typography>
      <Box sx={{height: 360}}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} hideFooter />
      </Box>
    </Box>
  );
}
