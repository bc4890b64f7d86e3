import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import {DataGrid, type GridColDef, type GridEventListener, useGridApiRef} from '@mui/x-data-grid';

const columns: GridColDef[] = [
  {field: 'id', headerName: 'Row', width: 90},
  {field: 'city', headerName: 'City', width: 160},
  {field: 'temperature', headerName: 'Temperature (°C)', type: 'number', width: 170},
];

const cities = ['Bergen', 'Cusco', 'Daegu', 'Hobart', 'Izmir', 'Quito', 'Rosario', 'Tartu'];

const rows = Array.from({length: 100}, (_, index) => ({
  id: index + 1,
  city: cities[index % cities.length],
  temperature: Math.round((12 + Math.cos(index / 7) * 9) * 10) / 10,
}));

export default function VirtualizationRenderContext() {
  const apiRef = useGridApiRef();
  const [range, setRange] = React.useState<{first: number; last: number} | null>(null);
  const [virtualization, setVirtualization] = React.useState(true);

  React.useEffect(() => {
    const handleRange: GridEventListener<'renderedRowsIntervalChange'> = (context) => {
      setRange({first: context.firstRowIndex, last: context.lastRowIndex});
    };
    return apiRef.current?.subscribeEvent('renderedRowsIntervalChange', handleRange);
  }, [apiRef]);

  return (
    <Box sx={{width: '100%'}}>
      <Stack direction="row" spacing={2} sx={{mb: 1, alignItems: 'center', flexWrap: 'wrap'}}>
        <FormControlLabel
          control={<Switch checked={virtualization} onChange={(event) => setVirtualization(event.target.checked)} />}
          label="Virtualization"
        />
        <Typography variant="body2">
          {virtualization
            ? `Rendered rows: ${range ? `${range.first + 1}–${range.last}` : '…'} of ${rows.length}`
            : `All ${rows.length} rows are in the DOM`}
        </Typography>
      </Stack>
      <Box sx={{height: 360}}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} hideFooter disableVirtualization={!virtualization} />
      </Box>
    </Box>
  );
}
