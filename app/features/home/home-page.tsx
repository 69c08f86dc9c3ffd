import { useSchool } from "../../components/layout/school-context.tsx";
import { Desk, MissionVision, Sections } from "./home-cards.tsx";
import type { HomeData } from "./home-data.ts";
import { EnglishRegionsProvider } from "./home-english.tsx";
import { LinkLists, PortalStrip, Sidebar } from "./home-links.tsx";
import { About, Facilities, HeroSlider, Highlights, Specials } from "./home-sections.tsx";
import { EventsBox, NewsMarquee, Registrations } from "./news-events.tsx";
import { NotificationPopup } from "./notification-popup.tsx";
import "./home.css";

/** The home page of spec section 2, top to bottom. */
export function HomePage({ data }: { data: HomeData }) {
  const school = useSchool();
  return (
    <EnglishRegionsProvider value={data.englishRegions ?? []}>
      <div className="home">
        <h1 className="visually-hidden">{school.name}</h1>
        <HeroSlider photos={data.slides} captions={data.texts.slides} />
        <div className="home__inner">
          <div className="home__highlights">
            <Highlights items={data.highlights} />
            <NotificationPopup items={data.notifications} />
          </div>
          <PortalStrip />
          <div className="home__intro">
            <Sidebar />
            <About whyPhoto={data.why} about={data.texts.about} why={data.texts.why} />
          </div>
          <Specials photos={data.specials} specials={data.texts.specials} />
          <Facilities photos={data.facilities} facilities={data.texts.facilities} />
          <Desk photos={data.leaderPhotos} leaders={data.leaders} heading={data.texts.deskHeading} />
          <Sections sections={data.texts.sections} />
          <MissionVision blurbs={data.texts.missionVision} />
          <div className="home__updates">
            <NewsMarquee items={data.news} />
            <EventsBox items={data.events} />
            <Registrations items={data.registrations} />
          </div>
          <LinkLists />
        </div>
      </div>
    </EnglishRegionsProvider>
  );
}
