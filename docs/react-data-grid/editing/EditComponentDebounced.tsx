import * as React from 'react';
import Box from '@mui/material/Box';
import InputBase from '@mui/material/InputBase';
import Typography from '@mui/material/Typography';
import {DataGrid, useGridApiContext, type GridColDef, type GridRenderEditCellParams} from '@mui/x-data-grid';
import {PRODUCTS} from '@site/src/demo-data/orders';

type Product = {id: number; name: string; tagline: string};

const MAX_LENGTH = 60;

const rows: Product[] = PRODUCTS.slice(0, 8).map((product, index) => ({
  id: index + 1,
  name: product.name,
  tagline: `${product.category} you will keep for years`,
}));

function TaglineEditCell({id, field, value: gridValue, hasFocus}: GridRenderEditCellParams<Product, string>) {
  const apiRef = useGridApiContext();
  // The input shows the local copy at every keystroke; the grid gets the value 250 ms after the last one.
  const [text, setText] = React.useState(gridValue ?? '');
  const inputRef = React.useRef<HTMLInputElement>(null);

  React.useEffect(() => {
    setText(gridValue ?? '');
  }, [gridValue]);

  React.useLayoutEffect(() => {
    if (hasFocus) {
      inputRef.current?.focus();
    }
  }, [hasFocus]);

  const handleChange = (event: React.ChangeEvent<HTMLInputElement>) => {
    const next = event.target.value.slice(0, MAX_LENGTH);
    setText(next);
    apiRef.current.setEditCellValue({id, field, value: next, debounceMs: 250});
  };

  return (
    <Box sx={{display: 'flex', alignItems: 'center', width: '100%', px: 1, gap: 1}}>
      <InputBase inputRef={inputRef} value={text} onChange={handleChange} sx={{flex: 1}} />
      <Typography variant="caption" color={text.length === MAX_LENGTH ? 'error' : 'text.secondary'}>
        {text.length}/{MAX_LENGTH}
      </Typography>
    </Box>
  );
}

const columns: GridColDef<Product>[] = [
  {field: 'name', headerName: 'Product', width: 190},
  {
    field: 'tagline',
    headerName: 'Tagline',
    flex: 1,
    minWidth: 320,
    editable: true,
    renderEditCell: (params) => <TaglineEditCell {...params} />,
  },
];

export default function EditComponentDebounced() {
  return (
    <Box sx={{height: 400, width: '100%'}}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
