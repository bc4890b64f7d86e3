import * as React from 'react';
import Box from '@mui/material/Box';
import InputBase from '@mui/material/InputBase';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import {DataGrid, useGridApiContext, type GridColDef, type GridRenderEditCellParams} from '@mui/x-data-grid';
import {CUSTOMERS} from '@site/src/demo-data/orders';

type Account = {id: number; name: string; city: string; notes: string};

const NOTES = [
  'Prefers delivery before noon.\nInvoice to the head office.',
  'Asked for a quote on 20 docks.',
  'Call before shipping: the loading bay closes at 4 pm.',
  '',
];

const rows: Account[] = CUSTOMERS.slice(0, 8).map((customer, index) => ({
  id: index + 1,
  name: customer.name,
  city: customer.city,
  notes: NOTES[index % NOTES.length],
}));

function MultilineEditCell(props: GridRenderEditCellParams<Account, string>) {
  const {id, field, value, colDef, hasFocus} = props;
  const apiRef = useGridApiContext();
  const [anchor, setAnchor] = React.useState<HTMLElement | null>(null);
  // The textarea mounts after the popper has been positioned: keep it in state to focus it then.
  const [input, setInput] = React.useState<HTMLTextAreaElement | null>(null);

  React.useEffect(() => {
    if (hasFocus && input) {
      input.focus();
      input.setSelectionRange(input.value.length, input.value.length);
    }
  }, [hasFocus, input]);

  const handleKeyDown = (event: React.KeyboardEvent) => {
    // Shift+Enter adds a line: keep the grid from seeing it. Enter alone still saves.
    if (event.key === 'Enter' && event.shiftKey) {
      event.stopPropagation();
    }
  };

  return (
    <Box ref={setAnchor} sx={{alignSelf: 'flex-start', width: '100%'}}>
      {anchor && (
        <Popper open anchorEl={anchor} placement="bottom-start" sx={{zIndex: 1300}}>
          <Paper elevation={3} sx={{width: colDef.computedWidth, p: 1, boxSizing: 'border-box'}}>
            <InputBase
              multiline
              minRows={3}
              fullWidth
              inputRef={setInput}
              value={value ?? ''}
              onChange={(event) => apiRef.current.setEditCellValue({id, field, value: event.target.value})}
              onKeyDown={handleKeyDown}
            />
          </Paper>
        </Popper>
      )}
    </Box>
  );
}

const columns: GridColDef<Account>[] = [
  {field: 'name', headerName: 'Customer', width: 170},
  {field: 'city', headerName: 'City', width: 120},
  {
    field: 'notes',
    headerName: 'Notes',
    flex: 1,
    minWidth: 280,
    editable: true,
    renderEditCell: (params) => <MultilineEditCell {...params} />,
  },
];

export default function EditingRecipesMultiline() {
  return (
    <Box sx={{height: 400, width: '100%'}}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
