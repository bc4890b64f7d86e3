import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  RichTreeView,
  TreeItem2Content,
  TreeItem2GroupTransition,
  TreeItem2Icon,
  TreeItem2IconContainer,
  TreeItem2Label,
  TreeItem2Provider,
  TreeItem2Root,
  useTreeItem2,
  type TreeViewBaseItem,
  type UseTreeItem2Parameters,
} from '@mui/x-tree-view';
import {EMPLOYEES, type Employee} from '@site/src/demo-data/employees';

type OrgNode = TreeViewBaseItem<{id: string; label: string; employee: Employee}>;

// Turn the flat list (each employee points to a manager) into nested items.
function buildOrgChart(managerId: number | null): OrgNode[] {
  return EMPLOYEES.filter((employee) => employee.managerId === managerId).map((employee) => {
    const children = buildOrgChart(employee.id);
    return {
      id: String(employee.id),
      label: employee.name,
      employee,
      ...(children.length > 0 ? {children} : {}),
    };
  });
}

const ORG_CHART = buildOrgChart(null);

const DEPARTMENT_COLORS: Record<Employee['department'], string> = {
  Engineering: '#1565c0',
  Design: '#ad1457',
  Sales: '#2e7d32',
  Support: '#ef6c00',
  Finance: '#4527a0',
  Marketing: '#00838f',
};

const initialsOf = (name: string) =>
  name
    .split(' ')
    .map((part) => part[0])
    .join('');

interface EmployeeItemProps
  extends Omit<UseTreeItem2Parameters, 'rootRef'>,
    Omit<React.HTMLAttributes<HTMLLIElement>, 'onFocus'> {}

const EmployeeItem = React.forwardRef(function EmployeeItem(props: EmployeeItemProps, ref: React.Ref<HTMLLIElement>) {
  const {id, itemId, label, disabled, children, ...other} = props;
  const {
    getRootProps,
    getContentProps,
    getIconContainerProps,
    getLabelProps,
    getGroupTransitionProps,
    status,
    publicAPI,
  } = useTreeItem2({id, itemId, label, disabled, children, rootRef: ref});

  // getItem returns the original object, with every custom field.
  const {employee}: OrgNode = publicAPI.getItem(itemId);

  return (
    <TreeItem2Provider itemId={itemId}>
      <TreeItem2Root {...getRootProps(other)}>
        <TreeItem2Content {...getContentProps()}>
          <TreeItem2IconContainer {...getIconContainerProps()}>
            <TreeItem2Icon status={status} />
          </TreeItem2IconContainer>
          <Avatar sx={{width: 32, height: 32, fontSize: 13, bgcolor: DEPARTMENT_COLORS[employee.department]}}>
            {initialsOf(employee.name)}
          </Avatar>
          <Box sx={{minWidth: 0, flexGrow: 1}}>
            <TreeItem2Label {...getLabelProps()} sx={{fontWeight: status.expandable ? 600 : 400}} />
            <Typography variant="caption" component="div" sx={{color: 'text.secondary'}} noWrap>
              {employee.role} · {employee.city}
            </Typography>
          </Box>
        </TreeItem2Content>
        {children && <TreeItem2GroupTransition {...getGroupTransitionProps()} />}
      </TreeItem2Root>
    </TreeItem2Provider>
  );
});

export default function TreeItemCustomizationOrgChart() {
  return (
    <Box sx={{height: 420, width: 340, overflow: 'auto'}}>
      <RichTreeView
        aria-label="Organization chart"
        items={ORG_CHART}
        defaultExpandedItems={['1', '2', '7']}
        slots={{item: EmployeeItem}}
        itemChildrenIndentation={20}
      />
    </Box>
  );
}
