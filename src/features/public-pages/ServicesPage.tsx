import Box from '@mui/material/Box';
import { paths } from '../../config/routes';
import { services, servicesCta, servicesIntro } from '../../content/services';
import { CallToAction } from './components/CallToAction';
import { HighlightGrid } from './components/HighlightGrid';
import { PageIntroHeader } from './components/PageIntroHeader';
import { PageSection } from './components/PageSection';
import { TopicIcon } from './components/TopicIcon';

export default function ServicesPage() {
  return (
    <>
      <PageIntroHeader intro={servicesIntro} />
      <PageSection id="what-you-get" heading="What your account includes">
        <HighlightGrid
          items={services.map((service) => ({
            ...service,
            icon: <TopicIcon kind={service.kind} />,
            footer: (
              <Box component="ul" sx={{ m: 0, pl: 2.5, color: 'text.secondary' }}>
                {service.points.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </Box>
            ),
          }))}
        />
      </PageSection>
      <CallToAction
        id="see-prices"
        heading={servicesCta.heading}
        lead={servicesCta.lead}
        primary={{ label: servicesCta.action, to: paths.prices }}
        secondary={{ label: 'Compare plans', to: paths.plans }}
      />
    </>
  );
}
