import { createSvgIcon } from '@mui/material/SvgIcon';

export default createSvgIcon(<path d="m7 14 5-5 5 5z" />, 'ArrowDropUp');
