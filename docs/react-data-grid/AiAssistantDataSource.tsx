import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  GridAiAssistantPanel,
  GridPreferencePanelsValue,
  type GridColDef,
  type GridDataSource,
  type GridGetRowsParams,
  type GridGetRowsResponse,
  type PromptResponse,
} from '@mui/x-data-grid-premium';
import {ORDERS, type Order} from '@site/src/demo-data/orders';

const noChange: Omit<PromptResponse, 'conversationId'> = {
  select: -1,
  filters: [],
  aggregation: {},
  sorting: [],
  grouping: [],
  pivoting: {},
  chart: null,
};

// Stands in for a prompt-processing service: it recognizes a few prompts by keyword and answers
// after 700 ms, without any network request. A real service would interpret `context` too.
function createInMemoryResolver(answers: {keyword: string; response: Partial<PromptResponse>}[]) {
  return (prompt: string, _context: string, conversationId?: string): Promise<PromptResponse> =>
    new Promise((resolve, reject) => {
      setTimeout(() => {
        const answer = answers.find(({keyword}) => prompt.toLowerCase().includes(keyword));
        if (answer) {
          resolve({...noChange, ...answer.response, conversationId: conversationId ?? 'demo-conversation'});
        } else {
          reject(new Error('The demo service only understands the suggested prompts.'));
        }
      }, 700);
    });
}

const resolvePrompt = createInMemoryResolver([
  {keyword: 'germany', response: {filters: [{column: 'country', operator: 'equals', value: 'Germany'}]}},
  {keyword: 'biggest', response: {sorting: [{column: 'quantity', direction: 'desc'}]}},
]);

const columns: GridColDef<Order>[] = [
  {field: 'id', headerName: 'Order', type: 'number', width: 90},
  {field: 'customer', headerName: 'Customer', width: 160, examples: ['Hafen Studio', 'Maple Works']},
  {field: 'country', headerName: 'Country', width: 130, examples: ['Germany', 'Canada']},
  {field: 'product', headerName: 'Product', width: 170},
  {field: 'quantity', headerName: 'Qty', type: 'number', width: 80},
];

// The fake server: applies the filter and sort it receives, then returns one page.
function fetchOrders(params: GridGetRowsParams): Promise<GridGetRowsResponse> {
  let result = ORDERS.filter((order) =>
    params.filterModel.items.every((item) => {
      if (item.value == null || item.value === '') {
        return true;
      }
      const cell = String(order[item.field as keyof Order]).toLowerCase();
      const value = String(item.value).toLowerCase();
      return item.operator === 'equals' || item.operator === 'is' ? cell === value : cell.includes(value);
    }),
  );
  const [sort] = params.sortModel;
  if (sort) {
    const field = sort.field as keyof Order;
    const direction = sort.sort === 'desc' ? -1 : 1;
    result = [...result].sort((a, b) => (a[field] > b[field] ? direction : a[field] < b[field] ? -direction : 0));
  }
  const start = Number(params.start);
  return new Promise((resolve) => {
    setTimeout(() => resolve({rows: result.slice(start, params.end + 1), rowCount: result.length}), 400);
  });
}

export default function AiAssistantDataSource() {
  const [lastRequest, setLastRequest] = React.useState('');

  const dataSource: GridDataSource = React.useMemo(
    () => ({
      getRows: (params) => {
        const filters = params.filterModel.items.map((item) => `${item.field} ${item.operator} ${item.value}`);
        const sorts = params.sortModel.map((item) => `${item.field} ${item.sort}`);
        setLastRequest(
          `filter: [${filters.join(', ')}], sort: [${sorts.join(', ')}], rows ${params.start}–${params.end}`,
        );
        return fetchOrders(params);
      },
    }),
    [],
  );

  return (
    <Box sx={{width: '100%'}}>
      <Box sx={{height: 460}}>
        <DataGridPremium
          columns={columns}
          dataSource={dataSource}
          aiAssistant
          onPrompt={resolvePrompt}
          aiAssistantSuggestions={[{value: 'Orders from Germany'}, {value: 'Biggest orders first'}]}
          slots={{aiAssistantPanel: GridAiAssistantPanel}}
          pagination
          pageSizeOptions={[10, 25]}
          showToolbar
          initialState={{
            pagination: {paginationModel: {page: 0, pageSize: 10}},
            preferencePanel: {open: true, openedPanelValue: GridPreferencePanelsValue.aiAssistant},
          }}
        />
      </Box>
      <Typography
        variant="body2"
        color="text.secondary"
        sx={{mt: 1, fontFamily: 'monospace', overflowWrap: 'anywhere'}}
      >
        Last request to the server: {lastRequest}
      </Typography>
    </Box>
  );
}
