import type { PageContentInput as PageContent } from "../../../contract/page-blocks.ts";
import { page as achievements } from "./achievements.ts";
import { page as activities } from "./activities.ts";
import { page as activityRoom } from "./activity-room.ts";
import { page as admissionProcedure } from "./admission-procedure.ts";
import { page as alumni } from "./alumni.ts";
import { page as annualSports } from "./annual-sports.ts";
import { page as attendancePolicy } from "./attendance-policy.ts";
import { page as cleanlinessDiscipline } from "./cleanliness-discipline.ts";
import { page as coCurricularActivities } from "./co-curricular-activities.ts";
import { page as codeConduct } from "./code-conduct.ts";
import { page as comingSoon } from "./coming-soon.ts";
import { page as concert } from "./concert.ts";
import { page as conquerThyself } from "./conquer-thyself.ts";
import { page as directorDesk } from "./director-desk.ts";
import { page as eligibilityCriteria } from "./eligibility-criteria.ts";
import { page as erpSoftware } from "./erp-software.ts";
import { page as examination } from "./examination.ts";
import { page as faqs } from "./faqs.ts";
import { page as generalGuidelines } from "./general-guidelines.ts";
import { page as guestLectures } from "./guest-lectures.ts";
import { page as headmistressDesk } from "./headmistress-desk.ts";
import { page as highSchool } from "./high-school.ts";
import { page as history } from "./history.ts";
import { page as kindergarten } from "./kindergarten.ts";
import { page as mission } from "./mission.ts";
import { page as ourInfrastructure } from "./our-infrastructure.ts";
import { page as ourInspiration } from "./our-inspiration.ts";
import { page as presidentPhilosophy } from "./president-philosophy.ts";
import { page as primarySection } from "./primary-section.ts";
import { page as principalDesk } from "./principal-desk.ts";
import { page as rcnv } from "./rcnv.ts";
import { page as safetySecurity } from "./safety-security.ts";
import { page as shinningStars } from "./shinning-stars.ts";
import { page as smartBoard } from "./smart-board.ts";
import { page as smartClass } from "./smart-class.ts";
import { page as sscExamination } from "./ssc-examination.ts";
import { page as studentCouncil } from "./student-council.ts";
import { page as technologyIntegration } from "./technology-integration.ts";
import { page as toppers } from "./toppers.ts";
import { page as tvmhs } from "./tvmhs.ts";
import { page as tvmsFaculty } from "./tvms-faculty.ts";
import { page as twinkleHall } from "./twinkle-hall.ts";
import { page as vision } from "./vision.ts";

/** Text pages keyed by route path, exactly as in the spec route table. */
export const pages: Record<string, PageContent> = {
  "/history": history,
  "/our-inspiration": ourInspiration,
  "/director-desk": directorDesk,
  "/headmistress-desk": headmistressDesk,
  "/principal-desk": principalDesk,
  "/president-philosophy": presidentPhilosophy,
  "/tvmhs": tvmhs,
  "/vision": vision,
  "/mission": mission,
  "/achievements": achievements,
  "/SSC-Examination": sscExamination,
  "/toppers": toppers,
  "/eligibility-criteria": eligibilityCriteria,
  "/admission-procedure": admissionProcedure,
  "/concert": concert,
  "/twinkle-hall": twinkleHall,
  "/smart-board": smartBoard,
  "/smart-class": smartClass,
  "/technology-integration": technologyIntegration,
  "/activity-room": activityRoom,
  "/safety-security": safetySecurity,
  "/cleanliness-discipline": cleanlinessDiscipline,
  "/code-conduct": codeConduct,
  "/attendance-policy": attendancePolicy,
  "/annual-sports": annualSports,
  "/faqs": faqs,
  "/RCNV": rcnv,
  "/our-infrastructure": ourInfrastructure,
  "/activities": activities,
  "/co-curricular-activities": coCurricularActivities,
  "/kindergarten": kindergarten,
  "/examination": examination,
  "/shinning-stars": shinningStars,
  "/conquer-thyself": conquerThyself,
  "/tvms-faculty": tvmsFaculty,
  "/primary-section": primarySection,
  "/high-school": highSchool,
  "/general-guidelines": generalGuidelines,
  "/guest-lectures": guestLectures,
  "/student-council": studentCouncil,
  "/erp-software": erpSoftware,
  "/alumni": alumni,
  "/coming-soon": comingSoon,
};
