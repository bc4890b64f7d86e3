import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPro,
  GridActionsCellItem,
  GridArrowDownwardIcon,
  GridArrowUpwardIcon,
  useGridApiRef,
  type GridColDef,
  type GridRowId,
} from '@mui/x-data-grid-pro';

type Song = {id: number; title: string; artist: string};

const initialRows: Song[] = [
  {id: 1, title: 'Blue in Green', artist: 'Miles Davis'},
  {id: 2, title: 'Clair de Lune', artist: 'Claude Debussy'},
  {id: 3, title: 'Águas de Março', artist: 'Elis Regina'},
  {id: 4, title: 'Hoppípolla', artist: 'Sigur Rós'},
];

export default function RowOrderingButtons() {
  const apiRef = useGridApiRef();
  const [rows, setRows] = React.useState(initialRows);

  const move = React.useCallback(
    (id: GridRowId, offset: number) => {
      const from = rows.findIndex((row) => row.id === id);
      const to = from + offset;
      if (from < 0 || to < 0 || to >= rows.length) {
        return;
      }
      // Move the row in the grid, and keep our state in the same order.
      apiRef.current.setRowIndex(id, to);
      const copy = [...rows];
      const [moved] = copy.splice(from, 1);
      copy.splice(to, 0, moved);
      setRows(copy);
    },
    [apiRef, rows],
  );

  const columns = React.useMemo<GridColDef<Song>[]>(
    () => [
      {field: 'title', headerName: 'Title', flex: 1},
      {field: 'artist', headerName: 'Artist', width: 160},
      {
        field: 'actions',
        type: 'actions',
        width: 100,
        getActions: ({id}) => [
          <GridActionsCellItem key="up" icon={<GridArrowUpwardIcon />} label="Move up" onClick={() => move(id, -1)} />,
          <GridActionsCellItem
            key="down"
            icon={<GridArrowDownwardIcon />}
            label="Move down"
            onClick={() => move(id, 1)}
          />,
        ],
      },
    ],
    [move],
  );

  return (
    <Box sx={{height: 320, width: '100%'}}>
      <DataGridPro apiRef={apiRef} rows={rows} columns={columns} rowReordering disableColumnSorting hideFooter />
    </Box>
  );
}
