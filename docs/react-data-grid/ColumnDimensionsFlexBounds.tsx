import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import {DataGrid, useGridApiRef, type GridColDef} from '@mui/x-data-grid';
import {EMPLOYEES, type Employee} from '@site/src/demo-data/employees';

const columns: GridColDef<Employee>[] = [
  {field: 'id', headerName: 'ID', width: 70},
  {field: 'name', headerName: 'Name (flex 1, min 140)', flex: 1, minWidth: 140},
  {field: 'role', headerName: 'Role (flex 2, max 260)', flex: 2, maxWidth: 260},
  {field: 'city', headerName: 'City (flex 1, min 120)', flex: 1, minWidth: 120},
];

export default function ColumnDimensionsFlexBounds() {
  const apiRef = useGridApiRef();
  const [containerWidth, setContainerWidth] = React.useState(700);
  const [widths, setWidths] = React.useState('');

  // The grid recomputes the flex widths whenever the space inside it changes size.
  React.useEffect(() => {
    const api = apiRef.current;
    if (!api) {
      return undefined;
    }
    const readWidths = () => {
      const list = api.getAllColumns().map((column) => `${column.field}: ${Math.round(column.computedWidth)}px`);
      setWidths(list.join(' · '));
    };
    readWidths();
    return api.subscribeEvent('viewportInnerSizeChange', readWidths);
  }, [apiRef]);

  return (
    <Box sx={{width: '100%'}}>
      <Typography variant="body2" id="flex-bounds-width">
        Grid width: {containerWidth}px
      </Typography>
      <Slider
        aria-labelledby="flex-bounds-width"
        value={containerWidth}
        min={360}
        max={900}
        step={20}
        onChange={(_event, value) => setContainerWidth(value as number)}
        sx={{maxWidth: 400}}
      />
      <Typography variant="body2" sx={{mb: 1, fontFamily: 'monospace', minHeight: '1.5em'}}>
        {widths}
      </Typography>
      <Box sx={{height: 300, width: containerWidth, maxWidth: '100%'}}>
        <DataGrid apiRef={apiRef} rows={EMPLOYEES.slice(0, 6)} columns={columns} hideFooter />
      </Box>
    </Box>
  );
}
