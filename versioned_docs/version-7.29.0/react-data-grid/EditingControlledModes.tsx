import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  GridActionsCellItem,
  GridCheckIcon,
  GridCloseIcon,
  GridRowEditStopReasons,
  GridRowModes,
  type GridColDef,
  type GridEventListener,
  type GridRowId,
  type GridRowModesModel,
} from '@mui/x-data-grid';

type Book = {id: number; title: string; author: string; copies: number};

const initialRows: Book[] = [
  {id: 1, title: 'Middlemarch', author: 'George Eliot', copies: 3},
  {id: 2, title: 'The Remains of the Day', author: 'Kazuo Ishiguro', copies: 5},
  {id: 3, title: 'Half of a Yellow Sun', author: 'Chimamanda Ngozi Adichie', copies: 2},
];

// Keep the row in edit mode when the focus leaves it: only Save and Cancel end the edit.
const handleRowEditStop: GridEventListener<'rowEditStop'> = (params, event) => {
  if (params.reason === GridRowEditStopReasons.rowFocusOut) {
    event.defaultMuiPrevented = true;
  }
};

export default function EditingControlledModes() {
  const [rows, setRows] = React.useState(initialRows);
  const [rowModesModel, setRowModesModel] = React.useState<GridRowModesModel>({});

  const setMode = React.useCallback((id: GridRowId, mode: GridRowModes, ignoreModifications = false) => {
    setRowModesModel((prev) => ({
      ...prev,
      [id]: mode === GridRowModes.Edit ? {mode} : {mode, ignoreModifications},
    }));
  }, []);

  const columns = React.useMemo<GridColDef<Book>[]>(
    () => [
      {field: 'title', headerName: 'Title', flex: 1, minWidth: 170, editable: true},
      {field: 'author', headerName: 'Author', width: 210, editable: true},
      {field: 'copies', headerName: 'Copies', type: 'number', width: 90, editable: true},
      {
        field: 'actions',
        type: 'actions',
        width: 100,
        getActions: ({id}) => {
          if (rowModesModel[id]?.mode === GridRowModes.Edit) {
            return [
              <GridActionsCellItem
                key="save"
                icon={<GridCheckIcon />}
                label="Save"
                onClick={() => setMode(id, GridRowModes.View)}
              />,
              <GridActionsCellItem
                key="cancel"
                icon={<GridCloseIcon />}
                label="Cancel"
                onClick={() => setMode(id, GridRowModes.View, true)}
              />,
            ];
          }
          return [
            <GridActionsCellItem key="edit" label="Edit" showInMenu onClick={() => setMode(id, GridRowModes.Edit)} />,
          ];
        },
      },
    ],
    [rowModesModel, setMode],
  );

  return (
    <Box sx={{height: 300, width: '100%'}}>
      <DataGrid
        rows={rows}
        columns={columns}
        editMode="row"
        hideFooter
        rowModesModel={rowModesModel}
        onRowModesModelChange={setRowModesModel}
        onRowEditStop={handleRowEditStop}
        processRowUpdate={(newRow: Book) => {
          setRows((prev) => prev.map((row) => (row.id === newRow.id ? newRow : row)));
          return newRow;
        }}
      />
    </Box>
  );
}
