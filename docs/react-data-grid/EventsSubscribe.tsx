import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {DataGrid, type GridColDef, useGridApiRef} from '@mui/x-data-grid';

const columns: GridColDef[] = [
  {field: 'city', headerName: 'City', width: 140},
  {field: 'aqi', headerName: 'Air quality index', type: 'number', width: 160},
];

const rows = [
  {id: 1, city: 'Zurich', aqi: 21},
  {id: 2, city: 'Delhi', aqi: 168},
  {id: 3, city: 'Santiago', aqi: 74},
  {id: 4, city: 'Auckland', aqi: 12},
];

export default function EventsSubscribe() {
  const apiRef = useGridApiRef();
  const [log, setLog] = React.useState<string[]>([]);

  React.useEffect(() => {
    const api = apiRef.current;
    if (!api) {
      return undefined;
    }
    const add = (entry: string) => setLog((previous) => [entry, ...previous].slice(0, 5));
    // Each call returns its unsubscribe function
    const unsubscribers = [
      api.subscribeEvent('sortModelChange', (model) => add(`sortModelChange: ${JSON.stringify(model)}`)),
      api.subscribeEvent('columnWidthChange', (params) =>
        add(`columnWidthChange: ${params.colDef.field} is now ${Math.round(params.width)}px`),
      ),
    ];
    return () => unsubscribers.forEach((unsubscribe) => unsubscribe());
  }, [apiRef]);

  return (
    <Stack direction={{xs: 'column', md: 'row'}} spacing={2} sx={{width: '100%'}}>
      <Box sx={{height: 300, flex: 1}}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} />
      </Box>
      <Box sx={{flex: 1, minWidth: 0}}>
        <Typography variant="subtitle2">Event log (sort or resize a column)</Typography>
        {log.map((entry, index) => (
          <Typography key={`${index}-${entry}`} variant="body2" sx={{fontFamily: 'monospace', fontSize: 12}}>
            {entry}
          </Typography>
        ))}
      </Box>
    </Stack>
  );
}
