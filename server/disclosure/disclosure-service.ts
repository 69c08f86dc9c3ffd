import { todayInKolkata } from "../../contract/dates.ts";
import {
  type Completeness,
  completeness,
  type DisclosurePageData,
  type DisclosureProfile,
  type DisclosureSettings,
  type DisclosureValues,
  type DisclosureWarning,
  disclosureItems,
  disclosureWarnings,
  type ItemValue,
} from "../../contract/disclosure-items.ts";
import { DemoMarks, type DemoProfilePart } from "../content/demo-marks.ts";
import type { ProfileRepository } from "../content/profile-repository.ts";
import type { SchoolRepository } from "../content/school-repository.ts";
import type { Db } from "../db/client.ts";
import { readSchoolProfile } from "./disclosure-profile.ts";
import { DisclosureRepository, type StoredDisclosure } from "./disclosure-repository.ts";

/** Section A's values that School details hold, by the demo mark of their part of the profile. */
const profilePartOf: Partial<Record<keyof DisclosureProfile, DemoProfilePart>> = {
  affiliationNo: "cbseAffiliationNo",
  schoolCode: "cbseSchoolCode",
};

/** GET /api/admin/disclosure. */
interface DisclosureStaffView extends StoredDisclosure {
  profile: DisclosureProfile;
  today: string;
  /** Keys of the items still holding the demo's values ("from the demo: check this"). */
  fromDemo: string[];
  completeness: Completeness;
  warnings: DisclosureWarning[];
}

/**
 * The disclosure's reads and writes. `now` is injectable so tests can ask
 * what the page and the dashboard say on any day; the day is always the
 * Kolkata calendar day of that instant.
 */
export class DisclosureService {
  readonly repo: DisclosureRepository;

  constructor(
    readonly db: Db,
    private readonly schools: SchoolRepository,
    private readonly profiles: ProfileRepository,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.repo = new DisclosureRepository(db);
  }

  today(): string {
    return todayInKolkata(this.now());
  }

  /** The public page's data, or null when the school switched the page off. */
  async page(school: string): Promise<DisclosurePageData | null> {
    const stored = await this.repo.read(school);
    const { settings } = stored;
    if (settings.board !== "CBSE" && settings.otherBoardPage === "off") return null;
    return {
      today: this.today(),
      settings,
      profile: await readSchoolProfile(this.profiles, school),
      values: stored.values,
    };
  }

  async staffView(school: string): Promise<DisclosureStaffView> {
    const stored = await this.repo.read(school);
    const profile = await readSchoolProfile(this.profiles, school);
    const today = this.today();
    const fromDemo = await this.fromDemo(school, stored);
    return {
      ...stored,
      profile,
      today,
      fromDemo: [...fromDemo],
      completeness: completeness(stored.values, stored.settings, profile, today, fromDemo),
      warnings: disclosureWarnings(stored.values, stored.settings, profile, today),
    };
  }

  /**
   * The items still as the demo wrote them: saved by no one (the demo loader
   * writes without an author; staff saves name who saved), and the CBSE
   * numbers of section A while School details still hold the demo's.
   */
  async fromDemo(school: string, stored?: StoredDisclosure): Promise<Set<string>> {
    const { values, updated } = stored ?? (await this.repo.read(school));
    const out = new Set(Object.keys(values).filter((key) => values[key] && updated[key]?.by === null));
    const marks = await new DemoMarks(this.db).of(school);
    for (const item of disclosureItems) {
      if (item.kind !== "profile") continue;
      const part = profilePartOf[item.field];
      if (part && marks.includes(part)) out.add(item.key);
    }
    return out;
  }

  /** Saves an item; the page caches are keyed by the content version, so the page shows it at once. */
  async saveItem(school: string, key: string, value: ItemValue, by: string | null): Promise<void> {
    await this.repo.saveItem(school, key, value, by);
    await this.schools.changed(school);
  }

  async saveSettings(school: string, settings: DisclosureSettings, by: string | null): Promise<void> {
    await this.repo.saveSettings(school, settings, by);
    await this.schools.changed(school);
  }

  async replaceAll(school: string, values: DisclosureValues, settings: DisclosureSettings): Promise<void> {
    await this.repo.replaceAll(school, values, settings);
    await this.schools.changed(school);
  }
}
