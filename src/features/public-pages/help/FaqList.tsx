import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { faqs } from '../../../content/support';

export function FaqList() {
  return faqs.map((faq) => (
    <Accordion key={faq.title} disableGutters variant="outlined">
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Typography component="h3" sx={{ fontWeight: 600 }}>
          {faq.title}
        </Typography>
      </AccordionSummary>
      <AccordionDetails>
        <Typography color="text.secondary">{faq.body}</Typography>
      </AccordionDetails>
    </Accordion>
  ));
}
