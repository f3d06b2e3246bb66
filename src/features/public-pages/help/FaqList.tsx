import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '../../../components/icons/ExpandMore';
import { faqs } from '../../../content/support';
import { useT } from '../../../i18n';
import { helpMessages } from '../../../i18n/namespaces/help';

export function FaqList() {
  const t = useT(helpMessages);
  return faqs.map((faq) => (
    <Accordion key={faq} disableGutters variant="outlined">
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Typography component="h3" sx={{ fontWeight: 600 }}>
          {t(`faq.${faq}.question`)}
        </Typography>
      </AccordionSummary>
      <AccordionDetails>
        <Typography color="text.secondary">{t(`faq.${faq}.answer`)}</Typography>
      </AccordionDetails>
    </Accordion>
  ));
}
