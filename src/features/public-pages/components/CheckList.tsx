import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import CheckCircleIcon from '../../../components/icons/CheckCircle';

/** A short list of facts, each marked with a tick. */
export function CheckList({ items }: { items: readonly string[] }) {
  return (
    <List>
      {items.map((item) => (
        <ListItem key={item} disableGutters>
          <ListItemIcon sx={{ minWidth: 36 }}>
            <CheckCircleIcon color="success" aria-hidden />
          </ListItemIcon>
          <ListItemText primary={item} />
        </ListItem>
      ))}
    </List>
  );
}
