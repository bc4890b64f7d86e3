import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import {
  DataGridPremium,
  gridFilteredDescendantCountLookupSelector,
  type GridColDef,
  type GridRenderCellParams,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid-premium';
import {ORDERS, type Order} from '@site/src/demo-data/orders';

function GroupCell(props: GridRenderCellParams) {
  const {id, field, rowNode, formattedValue} = props;
  const apiRef = useGridApiContext();
  const descendantCounts = useGridSelector(apiRef, gridFilteredDescendantCountLookupSelector);

  if (rowNode.type !== 'group') {
    return null;
  }

  const toggle = (event: React.MouseEvent) => {
    event.stopPropagation();
    apiRef.current.setRowChildrenExpansion(id, !rowNode.childrenExpanded);
    apiRef.current.setCellFocus(id, field);
  };

  return (
    <Box sx={{display: 'flex', alignItems: 'center', gap: 1, height: '100%', ml: rowNode.depth * 3}}>
      <IconButton
        size="small"
        onClick={toggle}
        tabIndex={-1}
        aria-label={rowNode.childrenExpanded ? 'Collapse' : 'Expand'}
      >
        {rowNode.childrenExpanded ? <ExpandMoreIcon fontSize="small" /> : <ChevronRightIcon fontSize="small" />}
      </IconButton>
      <strong>{formattedValue ?? String(rowNode.groupingKey)}</strong>
      <Chip size="small" label={`${descendantCounts[id] ?? 0} orders`} />
    </Box>
  );
}

const columns: GridColDef<Order>[] = [
  {field: 'country', headerName: 'Country', width: 130},
  {field: 'city', headerName: 'City', width: 130},
  {field: 'customer', headerName: 'Customer', width: 160},
  {field: 'product', headerName: 'Product', width: 180},
];

export default function RowGroupingCustomGroupCell() {
  return (
    <Box sx={{height: 420, width: '100%'}}>
      <DataGridPremium
        rows={ORDERS}
        columns={columns}
        groupingColDef={{headerName: 'Market', width: 260, renderCell: (params) => <GroupCell {...params} />}}
        initialState={{
          rowGrouping: {model: ['country', 'city']},
          columns: {columnVisibilityModel: {country: false, city: false}},
        }}
        defaultGroupingExpansionDepth={1}
      />
    </Box>
  );
}
